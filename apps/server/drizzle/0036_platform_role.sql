-- Platform reads under a role of their own (issue 22). The platform_read policy was a second
-- permissive policy for every role, so every tenant query's wall read
-- "tenant_id = app_current_tenant() OR app_platform_read()": the OR spoils the planner's row
-- estimates (98 estimated against 12,501, then a nested loop over 655,130 rows). Now the policy
-- applies to app_platform only, a role that has app_user's rights and that a request takes only on
-- the for-admin endpoints; every other request's wall is the plain tenant predicate.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_platform') THEN
    CREATE ROLE app_platform NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  -- Another migration run on the same cluster created it first (roles are cluster-wide).
  NULL;
END $$;
--> statement-breakpoint
GRANT app_user TO app_platform;
--> statement-breakpoint
-- The wall's function may run in parallel workers (it reads a setting they are given).
ALTER FUNCTION app_current_tenant() PARALLEL SAFE;
--> statement-breakpoint
ALTER FUNCTION app_platform_read() PARALLEL SAFE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_enable_tenant_rls(tbl regclass) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format('CREATE POLICY tenant_isolation ON %s USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant())', tbl);
  EXECUTE format('DROP POLICY IF EXISTS platform_read ON %s', tbl);
  EXECUTE format('CREATE POLICY platform_read ON %s FOR SELECT TO app_platform USING (app_platform_read())', tbl);
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO app_user', tbl);
END $$;
--> statement-breakpoint
DO $$
DECLARE t regclass;
BEGIN
  FOR t IN
    SELECT c.oid::regclass FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = 'platform_read')
  LOOP
    PERFORM app_enable_tenant_rls(t);
  END LOOP;
END $$;
