ALTER TABLE "users" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: a site that shows its user agreement shows its privacy policy beside it (the seed adds the articles).
UPDATE "tenants" SET "enabled_article_types" = "enabled_article_types" || '["PRIVACY_POLICY"]'::jsonb
WHERE "enabled_article_types" ? 'USER_AGREEMENT' AND NOT "enabled_article_types" ? 'PRIVACY_POLICY';
