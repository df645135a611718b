CREATE TABLE "search_documents" (
	"id" integer PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED NOT NULL,
	"category_id" text NOT NULL,
	"platform_products" integer[] NOT NULL,
	CONSTRAINT "search_documents_category_text" UNIQUE("category_id","search_text")
);
--> statement-breakpoint
DROP INDEX "products_search_vector";--> statement-breakpoint
DROP INDEX "products_search_text_trgm";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "search_text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_key" "bytea";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document_id" integer;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_search_vector" ON "search_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_documents_search_text_trgm" ON "search_documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_search_document_id_search_documents_id_fk" FOREIGN KEY ("search_document_id") REFERENCES "public"."search_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_search_document" ON "products" USING btree ("search_document_id","platform","category_id","sales_count","price_fen","id");--> statement-breakpoint
CREATE INDEX "products_sales" ON "products" USING btree ("sales_count","id","search_document_id","platform","category_id");--> statement-breakpoint
CREATE INDEX "products_price" ON "products" USING btree ("price_fen","id","search_document_id","platform","category_id");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";