CREATE TABLE "article_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "article_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"state" text NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone,
	CONSTRAINT "article_revisions_state" CHECK ("article_revisions"."state" in ('DRAFT', 'PUBLISHED'))
);
--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_saved_by" FOREIGN KEY ("tenant_id","saved_by") REFERENCES "public"."operators"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_published_by" FOREIGN KEY ("tenant_id","published_by") REFERENCES "public"."operators"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_revisions_one_draft" ON "article_revisions" USING btree ("tenant_id","type","language") WHERE "article_revisions"."state" = 'DRAFT';--> statement-breakpoint
CREATE INDEX "article_revisions_history" ON "article_revisions" USING btree ("tenant_id","type","language","published_at");