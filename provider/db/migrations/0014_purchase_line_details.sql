ALTER TABLE "purchase_order_lines" ADD COLUMN "seller_order_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "domestic_tracking_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "note_to_shopper" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "purchase_order_lines_tracking" ON "purchase_order_lines" USING btree ("tenant_id","domestic_tracking_no") WHERE "purchase_order_lines"."domestic_tracking_no" <> '';