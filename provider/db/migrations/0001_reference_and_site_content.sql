CREATE TABLE "address_districts" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	CONSTRAINT "address_districts_level" CHECK ("address_districts"."level" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcements_tenant_language_title" UNIQUE("tenant_id","language","title")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_tenant_type_language" UNIQUE("tenant_id","type","language")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"language" text NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faqs_tenant_language_question" UNIQUE("tenant_id","language","question")
);
--> statement-breakpoint
CREATE TABLE "how_to_use_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "how_to_use_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"language" text NOT NULL,
	"sort" integer NOT NULL,
	"step_name" text NOT NULL,
	"step_remark" text NOT NULL,
	"step_image" text NOT NULL,
	"step_desc" text NOT NULL,
	CONSTRAINT "how_to_use_steps_tenant_language_sort" UNIQUE("tenant_id","language","sort")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_categories_tenant_id_id_language_pk" PRIMARY KEY("tenant_id","id","language")
);
--> statement-breakpoint
CREATE TABLE "site_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"image_url" text NOT NULL,
	"link" text,
	"title" text NOT NULL,
	"language" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_images_tenant_kind_image_language" UNIQUE NULLS NOT DISTINCT("tenant_id","kind","image_url","language"),
	CONSTRAINT "site_images_kind" CHECK ("site_images"."kind" in ('banner', 'image'))
);
--> statement-breakpoint
CREATE TABLE "slogans" (
	"tenant_id" text NOT NULL,
	"language" text NOT NULL,
	"slogan" text NOT NULL,
	"sub_slogan" text NOT NULL,
	CONSTRAINT "slogans_tenant_id_language_pk" PRIMARY KEY("tenant_id","language")
);
--> statement-breakpoint
CREATE TABLE "tenant_warehouses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenant_warehouses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"region" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text NOT NULL,
	CONSTRAINT "tenant_warehouses_tenant_region_name" UNIQUE("tenant_id","region","name"),
	CONSTRAINT "tenant_warehouses_region" CHECK ("tenant_warehouses"."region" in ('LOCAL', 'CHINA'))
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"theme_color" text NOT NULL,
	"logo_image" text NOT NULL,
	"default_language" text NOT NULL,
	"supported_languages" jsonb NOT NULL,
	"timezone_offset" integer NOT NULL,
	"service_email" text NOT NULL,
	"service_phone" text NOT NULL,
	"service_social_accounts" jsonb NOT NULL,
	"social_media_platforms" jsonb NOT NULL,
	"footer_links" jsonb NOT NULL,
	"analytics_code" text,
	"google_analytics_trace_id" text,
	"registration_entity" jsonb,
	"cny_exchange_rate" numeric(20, 8) NOT NULL,
	"currency" text NOT NULL,
	"preferences" jsonb NOT NULL,
	"enabled_article_types" jsonb NOT NULL,
	"how_to_use_banner_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transit_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transit_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"first_weight_g" integer NOT NULL,
	"first_fee_fen" integer NOT NULL,
	"extra_fee_per_500g_fen" integer NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "transit_options_tenant_name" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
ALTER TABLE "address_districts" ADD CONSTRAINT "address_districts_country_countries_code_fk" FOREIGN KEY ("country") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_districts" ADD CONSTRAINT "address_districts_parent_id_address_districts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."address_districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "how_to_use_steps" ADD CONSTRAINT "how_to_use_steps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_images" ADD CONSTRAINT "site_images_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slogans" ADD CONSTRAINT "slogans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_warehouses" ADD CONSTRAINT "tenant_warehouses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transit_options" ADD CONSTRAINT "transit_options_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_districts_country_level_name" ON "address_districts" USING btree ("country","level","name");--> statement-breakpoint
CREATE INDEX "address_districts_parent" ON "address_districts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "announcements_tenant_language_published" ON "announcements" USING btree ("tenant_id","language","published_at");--> statement-breakpoint
CREATE INDEX "faqs_tenant_language_sort" ON "faqs" USING btree ("tenant_id","language","sort");--> statement-breakpoint
CREATE INDEX "service_categories_tenant_language_sort" ON "service_categories" USING btree ("tenant_id","language","sort");--> statement-breakpoint
CREATE INDEX "site_images_tenant_kind_sort" ON "site_images" USING btree ("tenant_id","kind","sort");