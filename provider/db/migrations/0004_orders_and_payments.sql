CREATE SEQUENCE "public"."business_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "custom_cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"unit_price_fen" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"image_key" text,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_cart_items_quantity_positive" CHECK ("custom_cart_items"."quantity" >= 1),
	CONSTRAINT "custom_cart_items_price_positive" CHECK ("custom_cart_items"."unit_price_fen" >= 1)
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"deposit_no" text NOT NULL,
	"channel" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"certificate_key" text,
	"remark" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"payment_id" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_tenant_deposit_no" UNIQUE("tenant_id","deposit_no"),
	CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('PENDING', 'CONFIRMED', 'REJECTED')),
	CONSTRAINT "deposits_amount" CHECK ("deposits"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "external_notifications" (
	"provider" text NOT NULL,
	"notification_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_notifications_provider_notification_id_pk" PRIMARY KEY("provider","notification_id")
);
--> statement-breakpoint
CREATE TABLE "external_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"provider" text NOT NULL,
	"payment_id" integer NOT NULL,
	"amount_fen" bigint NOT NULL,
	"payment_method" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_payments_token" UNIQUE("token"),
	CONSTRAINT "external_payments_status" CHECK ("external_payments"."status" in ('OPEN', 'APPROVED', 'DECLINED'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_tenant_id_user_id_scope_key_pk" PRIMARY KEY("tenant_id","user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"payment_no" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"amount_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"method" text,
	"note" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_tenant_payment_no" UNIQUE("tenant_id","payment_no"),
	CONSTRAINT "payments_kind" CHECK ("payments"."kind" in ('ORDER', 'PRICE_DIFFERENCE', 'TRANSIT_FEE', 'DEPOSIT')),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('UNPAID', 'PAID', 'CLOSED')),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"line_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_events_actor" CHECK ("purchase_order_events"."actor" in ('SHOPPER', 'AGENT', 'SYSTEM'))
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"shop_id" text NOT NULL,
	"shop_name" text NOT NULL,
	"platform" text NOT NULL,
	"product_id" text,
	"sku_id" text,
	"product_url" text NOT NULL,
	"title" text NOT NULL,
	"image_key" text,
	"specification" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_fen" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"extra_qc_photos" integer DEFAULT 0 NOT NULL,
	"custom" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "purchase_order_lines_quantity" CHECK ("purchase_order_lines"."quantity" >= 1),
	CONSTRAINT "purchase_order_lines_price" CHECK ("purchase_order_lines"."unit_price_fen" >= 0),
	CONSTRAINT "purchase_order_lines_status" CHECK ("purchase_order_lines"."status" in ('WAITING_PAY', 'PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED', 'ARRIVED', 'OUT_OF_STOCK', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"status" text NOT NULL,
	"tenant_warehouse_id" integer NOT NULL,
	"goods_fen" bigint NOT NULL,
	"domestic_shipping_fen" bigint NOT NULL,
	"service_fee_fen" bigint NOT NULL,
	"total_fen" bigint NOT NULL,
	"pay_before" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_tenant_order_no" UNIQUE("tenant_id","order_no"),
	CONSTRAINT "purchase_orders_tenant_id" UNIQUE("tenant_id","id"),
	CONSTRAINT "purchase_orders_status" CHECK ("purchase_orders"."status" in ('WAITING_PAY', 'PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED', 'PARTIALLY_ARRIVED', 'ARRIVED', 'CLOSED')),
	CONSTRAINT "purchase_orders_amounts" CHECK ("purchase_orders"."goods_fen" >= 0 and "purchase_orders"."domestic_shipping_fen" >= 0 and "purchase_orders"."service_fee_fen" >= 0 and "purchase_orders"."total_fen" = "purchase_orders"."goods_fen" + "purchase_orders"."domestic_shipping_fen" + "purchase_orders"."service_fee_fen")
);
--> statement-breakpoint
CREATE TABLE "purchase_parcels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"parcel_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"shop_id" text NOT NULL,
	"weight_grams" integer NOT NULL,
	"length_cm" integer NOT NULL,
	"width_cm" integer NOT NULL,
	"height_cm" integer NOT NULL,
	"qc_photos" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_parcels_tenant_parcel_no" UNIQUE("tenant_id","parcel_no"),
	CONSTRAINT "purchase_parcels_tenant_order_shop" UNIQUE("tenant_id","order_id","shop_id"),
	CONSTRAINT "purchase_parcels_measures" CHECK ("purchase_parcels"."weight_grams" > 0 and "purchase_parcels"."length_cm" > 0 and "purchase_parcels"."width_cm" > 0 and "purchase_parcels"."height_cm" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"refund_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"line_id" integer,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_tenant_refund_no" UNIQUE("tenant_id","refund_no"),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_fen" > 0),
	CONSTRAINT "refunds_reason" CHECK ("refunds"."reason" in ('ORDER_CLOSED', 'OUT_OF_STOCK', 'PRICE_DIFFERENCE'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"withdrawal_no" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"account" text NOT NULL,
	"status" text NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_tenant_withdrawal_no" UNIQUE("tenant_id","withdrawal_no"),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('PENDING', 'COMPLETED', 'REJECTED')),
	CONSTRAINT "withdrawals_amount" CHECK ("withdrawals"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "account_ledger" ADD COLUMN "reference_type" text;--> statement-breakpoint
-- Every ledger row before this migration is the opening deposit of a demo shopper.
UPDATE "account_ledger" SET "reference_type" = 'DEPOSIT';--> statement-breakpoint
ALTER TABLE "account_ledger" ALTER COLUMN "reference_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "account_ledger" ADD COLUMN "frozen_amount_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_ledger" ADD COLUMN "frozen_after_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD COLUMN "frozen_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_cart_items" ADD CONSTRAINT "custom_cart_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_cart_items" ADD CONSTRAINT "custom_cart_items_user" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_payments" ADD CONSTRAINT "external_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_payments" ADD CONSTRAINT "external_payments_user" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."purchase_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_events" ADD CONSTRAINT "purchase_order_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_events" ADD CONSTRAINT "purchase_order_events_order" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."purchase_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."purchase_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_tenant_warehouse_id_tenant_warehouses_id_fk" FOREIGN KEY ("tenant_warehouse_id") REFERENCES "public"."tenant_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_user" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_parcels" ADD CONSTRAINT "purchase_parcels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_parcels" ADD CONSTRAINT "purchase_parcels_user" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_parcels" ADD CONSTRAINT "purchase_parcels_order" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."purchase_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order" FOREIGN KEY ("tenant_id","order_id") REFERENCES "public"."purchase_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_cart_items_tenant_user" ON "custom_cart_items" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "deposits_tenant_user_created" ON "deposits" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_pending" ON "deposits" USING btree ("created_at") WHERE "deposits"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "payments_tenant_user_status" ON "payments" USING btree ("tenant_id","user_id","status");--> statement-breakpoint
CREATE INDEX "payments_tenant_order" ON "payments" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "purchase_order_events_order" ON "purchase_order_events" USING btree ("tenant_id","order_id","id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order" ON "purchase_order_lines" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_tenant_user_created" ON "purchase_orders" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_unpaid_pay_before" ON "purchase_orders" USING btree ("pay_before") WHERE "purchase_orders"."status" = 'WAITING_PAY';--> statement-breakpoint
CREATE INDEX "purchase_orders_in_progress_updated" ON "purchase_orders" USING btree ("updated_at") WHERE "purchase_orders"."status" in ('PAID', 'PURCHASING', 'PURCHASED', 'SELLER_SHIPPED', 'PARTIALLY_ARRIVED');--> statement-breakpoint
CREATE INDEX "purchase_parcels_tenant_user_created" ON "purchase_parcels" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_tenant_user_created" ON "refunds" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_kind" CHECK ("account_ledger"."kind" in ('DEPOSIT', 'PAYMENT', 'REFUND', 'WITHDRAWAL_FREEZE', 'WITHDRAWAL', 'WITHDRAWAL_UNFREEZE'));--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_reference_type" CHECK ("account_ledger"."reference_type" in ('ORDER', 'PAYMENT', 'DEPOSIT', 'WITHDRAWAL', 'REFUND'));--> statement-breakpoint
ALTER TABLE "account_ledger" ADD CONSTRAINT "account_ledger_afters_not_negative" CHECK ("account_ledger"."balance_after_fen" >= 0 and "account_ledger"."frozen_after_fen" >= 0);--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_frozen_not_negative" CHECK ("user_accounts"."frozen_fen" >= 0);