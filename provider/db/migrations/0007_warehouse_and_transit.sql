CREATE TABLE "inbound_parcels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"tenant_warehouse_id" integer NOT NULL,
	"domestic_tracking_no" text NOT NULL,
	"domestic_carrier" text DEFAULT '' NOT NULL,
	"contents" jsonb NOT NULL,
	"declared_value_fen" bigint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"arrived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_parcels_tenant_user_tracking" UNIQUE("tenant_id","user_id","domestic_tracking_no"),
	CONSTRAINT "inbound_parcels_status" CHECK ("inbound_parcels"."status" in ('EXPECTED', 'ARRIVED')),
	CONSTRAINT "inbound_parcels_value" CHECK ("inbound_parcels"."declared_value_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "storage_reminders" (
	"tenant_id" text NOT NULL,
	"parcel_id" integer NOT NULL,
	"days_left" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "storage_reminders_tenant_id_parcel_id_days_left_pk" PRIMARY KEY("tenant_id","parcel_id","days_left")
);
--> statement-breakpoint
CREATE TABLE "transit_order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transit_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"transit_order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transit_order_events_actor" CHECK ("transit_order_events"."actor" in ('SHOPPER', 'AGENT', 'SYSTEM'))
);
--> statement-breakpoint
CREATE TABLE "transit_order_parcels" (
	"tenant_id" text NOT NULL,
	"transit_order_id" integer NOT NULL,
	"parcel_id" integer NOT NULL,
	CONSTRAINT "transit_order_parcels_tenant_id_transit_order_id_parcel_id_pk" PRIMARY KEY("tenant_id","transit_order_id","parcel_id")
);
--> statement-breakpoint
CREATE TABLE "transit_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transit_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"status" text NOT NULL,
	"transit_option_id" integer NOT NULL,
	"transit_option_name" text NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"destination" jsonb NOT NULL,
	"customs" jsonb NOT NULL,
	"estimate" jsonb NOT NULL,
	"actual" jsonb,
	"package_photo_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"remark" text DEFAULT '' NOT NULL,
	"packed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transit_orders_tenant_order_no" UNIQUE("tenant_id","order_no"),
	CONSTRAINT "transit_orders_tenant_id" UNIQUE("tenant_id","id"),
	CONSTRAINT "transit_orders_status" CHECK ("transit_orders"."status" in ('CREATED', 'PACKING', 'PACKED', 'WAITING_PAY', 'PAID', 'SHIPPED', 'DELIVERED', 'COMPLETED', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "transit_tracking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transit_tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"transit_order_id" integer NOT NULL,
	"code" text NOT NULL,
	"location" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "transit_tracking_events_order_code" UNIQUE("tenant_id","transit_order_id","code")
);
--> statement-breakpoint
ALTER TABLE "purchase_parcels" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transit_order_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_parcels" ADD COLUMN "inbound_parcel_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_parcels" ADD COLUMN "categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_parcels" ADD COLUMN "transit_order_id" integer;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "free_storage_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "transit_options" ADD COLUMN "countries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transit_options" ADD COLUMN "volumetric_divisor" integer DEFAULT 6000 NOT NULL;--> statement-breakpoint
ALTER TABLE "transit_options" ADD COLUMN "weight_step_g" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "transit_options" ADD COLUMN "min_weight_g" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "transit_options" ADD COLUMN "max_weight_g" integer DEFAULT 30000 NOT NULL;--> statement-breakpoint
ALTER TABLE "transit_options" ADD COLUMN "refused_categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inbound_parcels" ADD CONSTRAINT "inbound_parcels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_parcels" ADD CONSTRAINT "inbound_parcels_tenant_warehouse_id_tenant_warehouses_id_fk" FOREIGN KEY ("tenant_warehouse_id") REFERENCES "public"."tenant_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_parcels" ADD CONSTRAINT "inbound_parcels_user" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_reminders" ADD CONSTRAINT "storage_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_reminders" ADD CONSTRAINT "storage_reminders_parcel_id_purchase_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."purchase_parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_order_events" ADD CONSTRAINT "transit_order_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_order_events" ADD CONSTRAINT "transit_order_events_order" FOREIGN KEY ("tenant_id","transit_order_id") REFERENCES "public"."transit_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_order_parcels" ADD CONSTRAINT "transit_order_parcels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_order_parcels" ADD CONSTRAINT "transit_order_parcels_order" FOREIGN KEY ("tenant_id","transit_order_id") REFERENCES "public"."transit_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_order_parcels" ADD CONSTRAINT "transit_order_parcels_parcel" FOREIGN KEY ("parcel_id") REFERENCES "public"."purchase_parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_orders" ADD CONSTRAINT "transit_orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_orders" ADD CONSTRAINT "transit_orders_transit_option_id_transit_options_id_fk" FOREIGN KEY ("transit_option_id") REFERENCES "public"."transit_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_orders" ADD CONSTRAINT "transit_orders_user" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_tracking_events" ADD CONSTRAINT "transit_tracking_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_tracking_events" ADD CONSTRAINT "transit_tracking_events_order" FOREIGN KEY ("tenant_id","transit_order_id") REFERENCES "public"."transit_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_parcels_tenant_user_created" ON "inbound_parcels" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "inbound_parcels_expected_created" ON "inbound_parcels" USING btree ("created_at") WHERE "inbound_parcels"."status" = 'EXPECTED';--> statement-breakpoint
CREATE INDEX "transit_order_events_order" ON "transit_order_events" USING btree ("tenant_id","transit_order_id","id");--> statement-breakpoint
CREATE INDEX "transit_orders_tenant_user_created" ON "transit_orders" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "transit_orders_in_progress_updated" ON "transit_orders" USING btree ("updated_at") WHERE "transit_orders"."status" in ('CREATED', 'PACKING', 'PACKED', 'PAID', 'SHIPPED');--> statement-breakpoint
CREATE INDEX "transit_orders_delivered" ON "transit_orders" USING btree ("delivered_at") WHERE "transit_orders"."status" = 'DELIVERED';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transit_order" FOREIGN KEY ("tenant_id","transit_order_id") REFERENCES "public"."transit_orders"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_parcels" ADD CONSTRAINT "purchase_parcels_transit_order" FOREIGN KEY ("transit_order_id") REFERENCES "public"."transit_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_parcels" ADD CONSTRAINT "purchase_parcels_inbound" FOREIGN KEY ("inbound_parcel_id") REFERENCES "public"."inbound_parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_tenant_transit_order" ON "payments" USING btree ("tenant_id","transit_order_id");--> statement-breakpoint
CREATE INDEX "purchase_parcels_in_stock_created" ON "purchase_parcels" USING btree ("created_at") WHERE "purchase_parcels"."transit_order_id" is null;--> statement-breakpoint
ALTER TABLE "purchase_parcels" ADD CONSTRAINT "purchase_parcels_tenant_inbound" UNIQUE("tenant_id","inbound_parcel_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transit_fee_order" CHECK (("payments"."kind" = 'TRANSIT_FEE') = ("payments"."transit_order_id" is not null));--> statement-breakpoint
ALTER TABLE "purchase_parcels" ADD CONSTRAINT "purchase_parcels_source" CHECK (("purchase_parcels"."order_id" is null) <> ("purchase_parcels"."inbound_parcel_id" is null));--> statement-breakpoint
ALTER TABLE "transit_options" ADD CONSTRAINT "transit_options_rules" CHECK ("transit_options"."volumetric_divisor" > 0 and "transit_options"."weight_step_g" > 0 and "transit_options"."min_weight_g" <= "transit_options"."max_weight_g");