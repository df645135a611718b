-- Every write to a tenant's row NOTIFYs its id at commit, so each provider process drops the row it holds (provider/tenancy/tenant-row-cache.ts).
CREATE FUNCTION notify_tenant_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('tenant_rows', OLD.id);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER tenants_notify_row AFTER UPDATE OR DELETE ON tenants FOR EACH ROW EXECUTE FUNCTION notify_tenant_row();
