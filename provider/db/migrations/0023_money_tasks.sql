ALTER TABLE "tenant_deposit_channels" ADD COLUMN "swift_code" text;--> statement-breakpoint
ALTER TABLE "tenant_deposit_channels" ADD COLUMN "instructions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "covers" jsonb;