ALTER TABLE "purchase_order_lines" DROP CONSTRAINT "purchase_order_lines_price";--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD COLUMN "shop_shipping_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_price" CHECK ("purchase_order_lines"."unit_price_fen" >= 0 and "purchase_order_lines"."shop_shipping_fen" >= 0);--> statement-breakpoint
-- Orders made before: each shop's shipping as the quote charged it (¥8 per shop, free from ¥88 of its goods).
UPDATE "purchase_order_lines" AS l SET "shop_shipping_fen" = CASE WHEN s."goods" >= 8800 THEN 0 ELSE 800 END
FROM (SELECT "tenant_id", "order_id", "shop_id", sum("quantity" * "unit_price_fen") AS "goods" FROM "purchase_order_lines" GROUP BY 1, 2, 3) AS s
WHERE l."tenant_id" = s."tenant_id" AND l."order_id" = s."order_id" AND l."shop_id" = s."shop_id";
