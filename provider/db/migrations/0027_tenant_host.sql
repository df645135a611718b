ALTER TABLE "tenants" ADD COLUMN "host" text;--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_site_label" ON "tenants" USING btree (coalesce("host", "id"));