ALTER TABLE "idempotency_keys" ALTER COLUMN "response" SET DATA TYPE text;--> statement-breakpoint
-- Keys stored before requests were hashed match no request: a retry with one is refused (422), never run twice.
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text NOT NULL DEFAULT 'unknown';--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "request_hash" DROP DEFAULT;
