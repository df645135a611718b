ALTER TABLE "payments" ADD COLUMN "price_change" jsonb;--> statement-breakpoint
-- A price difference's note was English text ("¥19.99 → ¥22.99 × 1"): its numbers become values.
UPDATE "payments" SET "price_change" = jsonb_build_object(
  'from', round(replace("parsed"."m"[1], ',', '')::numeric * 100)::bigint,
  'to', round(replace("parsed"."m"[2], ',', '')::numeric * 100)::bigint,
  'quantity', "parsed"."m"[3]::int)
FROM (SELECT "id", regexp_match("note", '^¥([0-9,]+\.[0-9]{2}) → ¥([0-9,]+\.[0-9]{2}) × ([0-9]+)$') AS "m" FROM "payments" WHERE "kind" = 'PRICE_DIFFERENCE') AS "parsed"
WHERE "payments"."id" = "parsed"."id" AND "parsed"."m" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_price_change" CHECK (("payments"."price_change" is null) or ("payments"."kind" = 'PRICE_DIFFERENCE'));
