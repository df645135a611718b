ALTER TABLE "tenant_warehouses" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_warehouses" ADD COLUMN "opening_hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_warehouses" ADD COLUMN "map_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transit_options" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transit_options" ADD COLUMN "carrier" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "transit_options" ADD COLUMN "refuses_brands" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transit_orders" ADD COLUMN "line_rates" jsonb;--> statement-breakpoint
-- Hand-written: existing transit orders keep the rates their line has now.
UPDATE "transit_orders" AS o SET "line_rates" = jsonb_build_object(
  'firstWeightGrams', l."first_weight_g", 'firstWeightFeeFen', l."first_fee_fen", 'extraFeePer500gFen', l."extra_fee_per_500g_fen",
  'volumetricDivisor', l."volumetric_divisor", 'weightStepGrams', l."weight_step_g"
) FROM "transit_options" AS l WHERE l."id" = o."transit_option_id";
