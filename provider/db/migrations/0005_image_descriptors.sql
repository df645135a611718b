ALTER TABLE "products" ADD COLUMN "image_descriptor" "bytea";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "image_hash";