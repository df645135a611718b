ALTER TABLE "external_payments" ADD COLUMN "charge_amount" bigint;--> statement-breakpoint
ALTER TABLE "external_payments" ADD COLUMN "charge_currency" text;