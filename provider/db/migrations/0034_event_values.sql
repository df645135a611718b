ALTER TABLE "purchase_order_events" ADD COLUMN "note_key" text;--> statement-breakpoint
ALTER TABLE "purchase_order_events" ADD COLUMN "note_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transit_order_events" ADD COLUMN "note_key" text;--> statement-breakpoint
ALTER TABLE "transit_order_events" ADD COLUMN "note_values" jsonb DEFAULT '{}'::jsonb NOT NULL;