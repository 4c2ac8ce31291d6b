-- Platform read: the for-admin endpoints (platform administrators only) read every tenant's rows,
-- for statistics and support. A request sets app.platform_read = 'on' only there (SET LOCAL); it
-- opens SELECT only: writes stay behind the tenant wall.
CREATE OR REPLACE FUNCTION app_platform_read() RETURNS boolean LANGUAGE sql STABLE AS
$$ SELECT coalesce(current_setting('app.platform_read', true), '') = 'on' $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_enable_tenant_rls(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format('CREATE POLICY tenant_isolation ON %s USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant())', tbl);
  EXECUTE format('DROP POLICY IF EXISTS platform_read ON %s', tbl);
  EXECUTE format('CREATE POLICY platform_read ON %s FOR SELECT USING (app_platform_read())', tbl);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO app_user', tbl);
END $$;
--> statement-breakpoint
-- Tables walled before this migration get the read policy too (members keeps its own policies).
DO $$
DECLARE t regclass;
BEGIN
  FOR t IN
    SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relforcerowsecurity AND c.relname <> 'members'
      AND EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = 'tenant_isolation')
  LOOP
    PERFORM app_enable_tenant_rls(t);
  END LOOP;
END $$;
