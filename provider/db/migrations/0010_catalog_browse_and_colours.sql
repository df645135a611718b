DROP INDEX "products_search_document";--> statement-breakpoint
DROP INDEX "products_sales";--> statement-breakpoint
DROP INDEX "products_shop";--> statement-breakpoint
DROP INDEX "products_category";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colours" jsonb GENERATED ALWAYS AS (jsonb_path_query_array(properties, '$[*] ? (@.name == "颜色").values[*].value')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_price" ON "products" USING btree ("category_id","price_fen","id","platform");--> statement-breakpoint
CREATE INDEX "products_without_document" ON "products" USING btree ("platform","category_id") WHERE "products"."search_document_id" is null;--> statement-breakpoint
CREATE INDEX "products_search_document" ON "products" USING btree ("search_document_id","platform","category_id","sales_count","price_fen","id","colours");--> statement-breakpoint
CREATE INDEX "products_sales" ON "products" USING btree ("sales_count","id","search_document_id","platform","category_id","price_fen");--> statement-breakpoint
CREATE INDEX "products_shop" ON "products" USING btree ("shop_id","sales_count" DESC NULLS FIRST,"id","platform","price_fen","category_id");--> statement-breakpoint
CREATE INDEX "products_category" ON "products" USING btree ("category_id","sales_count" DESC NULLS FIRST,"id","platform","price_fen");