CREATE TABLE "money_approvals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "money_approvals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"withdrawal_id" integer,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"state" text NOT NULL,
	"requested_by" integer NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_approvals_kind" CHECK ("money_approvals"."kind" in ('REFUND', 'WITHDRAWAL', 'ADJUSTMENT')),
	CONSTRAINT "money_approvals_state" CHECK ("money_approvals"."state" in ('PENDING', 'APPROVED', 'DECLINED')),
	CONSTRAINT "money_approvals_amount" CHECK ("money_approvals"."amount_fen" <> 0)
);
--> statement-breakpoint
ALTER TABLE "account_ledger" DROP CONSTRAINT "account_ledger_kind";--> statement-breakpoint
ALTER TABLE "account_ledger" DROP CONSTRAINT "account_ledger_reference_type";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason";--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_status";--> statement-breakpoint
DROP INDEX "withdrawals_tenant_pending";--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "four_eyes_threshold_fen" bigint DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "bank_reference" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_user" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_requested_by" FOREIGN KEY ("tenant_id","requested_by") REFERENCES "public"."operators"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_decided_by" FOREIGN KEY ("tenant_id","decided_by") REFERENCES "public"."operators"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_approvals_tenant_state_created" ON "money_approvals" USING btree ("tenant_id","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "money_approvals_pending_withdrawal" ON "money_approvals" USING btree ("tenant_id","withdrawal_id") WHERE "money_approvals"."state" = 'PENDING' and "money_approvals"."withdrawal_id" is not null;--> statement-breakpoint
CREATE INDEX "account_ledger_tenant_created" ON "account_ledger" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_tenant_status_created" ON "deposits" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "payments_tenant_paid" ON "payments" USING btree ("tenant_id","paid_at") WHERE "payments"."status" = 'PAID';--> statement-breakpoint
CREATE INDEX "refunds_tenant_created" ON "refunds" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_tenant_status_created" ON "withdrawals" USING btree ("tenant_id","status","created_at");--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_kind" CHECK ("account_ledger"."kind" in ('DEPOSIT', 'PAYMENT', 'REFUND', 'WITHDRAWAL_FREEZE', 'WITHDRAWAL', 'WITHDRAWAL_UNFREEZE', 'ADJUSTMENT'));--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_reference_type" CHECK ("account_ledger"."reference_type" in ('ORDER', 'PAYMENT', 'DEPOSIT', 'WITHDRAWAL', 'REFUND', 'ADJUSTMENT'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason" CHECK ("refunds"."reason" in ('ORDER_CLOSED', 'OUT_OF_STOCK', 'PRICE_DIFFERENCE', 'DESK'));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('PENDING', 'APPROVED', 'COMPLETED', 'REJECTED'));