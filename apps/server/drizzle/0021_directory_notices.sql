-- The server keeps the answers of its per-request checks (session, space, membership, factory, role
-- grants, feature gating) in memory; a change to one of these tables tells every server process on the
-- database to drop what the change makes stale (core/auth/directory-cache.ts). NOTIFY is delivered at
-- commit, once per statement, with the table's name.
CREATE OR REPLACE FUNCTION al_directory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('al_directory', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['user_sessions', 'users', 'tenants', 'members', 'factories', 'factory_users', 'roles', 'role_permissions', 'member_roles', 'features', 'edition_features', 'tenant_features'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS al_directory_changed ON %I', t);
    EXECUTE format('CREATE TRIGGER al_directory_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION al_directory_changed()', t);
  END LOOP;
END
$$;
