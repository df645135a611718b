ALTER TABLE "site_images" ADD COLUMN "caption" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;