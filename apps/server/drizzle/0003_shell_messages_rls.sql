-- Change notices are tenant-owned: the same wall as every tenant table.
SELECT app_enable_tenant_rls('change_messages');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON file_conversions TO app_user;
