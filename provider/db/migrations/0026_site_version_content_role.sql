ALTER TABLE "operator_invitations" DROP CONSTRAINT "operator_invitations_role";--> statement-breakpoint
ALTER TABLE "operators" DROP CONSTRAINT "operators_role";--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "site_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_invitations" ADD CONSTRAINT "operator_invitations_role" CHECK ("operator_invitations"."role" in ('OWNER', 'BUYER', 'WAREHOUSE', 'FINANCE', 'CONTENT'));--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_role" CHECK ("operators"."role" in ('OWNER', 'BUYER', 'WAREHOUSE', 'FINANCE', 'CONTENT'));