CREATE TABLE "cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_tenant_user_sku" UNIQUE("tenant_id","user_id","sku_id"),
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferred_products" (
	"tenant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "preferred_products_tenant_id_product_id_pk" PRIMARY KEY("tenant_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_group_items" (
	"tenant_id" text NOT NULL,
	"group_id" text NOT NULL,
	"product_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_group_items_tenant_id_group_id_product_id_pk" PRIMARY KEY("tenant_id","group_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "product_groups_kind" CHECK ("product_groups"."kind" in ('PREFERRED', 'RECOMMENDED'))
);
--> statement-breakpoint
CREATE TABLE "product_skus" (
	"sku_id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"properties" jsonb NOT NULL,
	"price_fen" integer NOT NULL,
	"stock" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_skus_stock_not_negative" CHECK ("product_skus"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"channel" text NOT NULL,
	"canonical_url" text NOT NULL,
	"source_product_id" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"shop_id" text NOT NULL,
	"shop_name" text NOT NULL,
	"shop_website" text NOT NULL,
	"category_id" text NOT NULL,
	"images" jsonb NOT NULL,
	"properties" jsonb NOT NULL,
	"price_mode" text NOT NULL,
	"price_fen" integer NOT NULL,
	"price_tiers" jsonb NOT NULL,
	"min_order_quantity" integer DEFAULT 1 NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer NOT NULL,
	"description_html" text NOT NULL,
	"image_hash" bigint,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_canonical_url" UNIQUE("canonical_url"),
	CONSTRAINT "products_price_mode" CHECK ("products"."price_mode" in ('SKU_PRICE', 'SPU_PRICE_RANGE')),
	CONSTRAINT "products_channel" CHECK ("products"."channel" in ('TAOBAO', 'ALIBABA', 'POIZON'))
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferred_products" ADD CONSTRAINT "preferred_products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferred_products" ADD CONSTRAINT "preferred_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_items" ADD CONSTRAINT "product_group_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_items" ADD CONSTRAINT "product_group_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_items" ADD CONSTRAINT "product_group_items_group" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."product_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_skus" ADD CONSTRAINT "product_skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent" ON "categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "preferred_products_tenant_sort" ON "preferred_products" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "product_group_items_group_sort" ON "product_group_items" USING btree ("tenant_id","group_id","sort");--> statement-breakpoint
CREATE INDEX "product_groups_tenant_kind_sort" ON "product_groups" USING btree ("tenant_id","kind","sort");--> statement-breakpoint
CREATE INDEX "product_skus_product" ON "product_skus" USING btree ("product_id","sort");--> statement-breakpoint
CREATE INDEX "products_search_vector" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_platform_price" ON "products" USING btree ("platform","price_fen");--> statement-breakpoint
CREATE INDEX "products_platform_sales" ON "products" USING btree ("platform","sales_count");--> statement-breakpoint
CREATE INDEX "products_shop" ON "products" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "products_category" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "uploads_tenant_created" ON "uploads" USING btree ("tenant_id","created_at");