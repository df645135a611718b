CREATE TABLE "exchange_rate_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rate_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"rate" numeric(20, 8) NOT NULL,
	"previous_rate" numeric(20, 8) NOT NULL,
	"operator_id" integer,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "service_fee_basis_points" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "storage_fee_fen_per_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "pay_within_minutes" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "service_fee_basis_points" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "cny_exchange_rate" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "exchange_rate_changes" ADD CONSTRAINT "exchange_rate_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rate_changes_tenant_newest" ON "exchange_rate_changes" USING btree ("tenant_id","id" DESC NULLS LAST);