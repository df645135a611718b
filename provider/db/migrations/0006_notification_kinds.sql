CREATE TABLE "tenant_deposit_channels" (
	"tenant_id" text NOT NULL,
	"channel" text NOT NULL,
	"type" text NOT NULL,
	"provider" text,
	"bank_name" text,
	"account_name" text,
	"account_no" text,
	"min_amount_fen" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tenant_deposit_channels_tenant_id_channel_pk" PRIMARY KEY("tenant_id","channel"),
	CONSTRAINT "tenant_deposit_channels_min_amount" CHECK ("tenant_deposit_channels"."min_amount_fen" >= 1),
	CONSTRAINT "tenant_deposit_channels_kind" CHECK (("tenant_deposit_channels"."type" = 'BANK_TRANSFER' and "tenant_deposit_channels"."provider" is null and "tenant_deposit_channels"."bank_name" is not null and "tenant_deposit_channels"."account_name" is not null and "tenant_deposit_channels"."account_no" is not null)
    or ("tenant_deposit_channels"."type" = 'EXTERNAL' and "tenant_deposit_channels"."provider" in ('ONEPAY', 'MIDTRANS', 'WAAFIPAY') and "tenant_deposit_channels"."bank_name" is null and "tenant_deposit_channels"."account_name" is null and "tenant_deposit_channels"."account_no" is null))
);
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "body" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "tenant_deposit_channels" ADD CONSTRAINT "tenant_deposit_channels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_keyed_or_written" CHECK (("notifications"."kind" is not null and "notifications"."params" is not null and "notifications"."title" is null and "notifications"."body" is null)
    or ("notifications"."kind" is null and "notifications"."params" is null and "notifications"."title" is not null and "notifications"."body" is not null));