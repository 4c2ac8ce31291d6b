-- from 0019_login_limits
CREATE INDEX "login_logs_ip_time_idx" ON "login_logs" USING btree ("ip","time");
--> statement-breakpoint
-- from 0020_edition_trials
CREATE TABLE "edition_trials" (
	"user_id" uuid NOT NULL,
	"edition_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edition_trials_user_id_edition_id_pk" PRIMARY KEY("user_id","edition_id")
);
--> statement-breakpoint
-- Host-level, like orders (tenant-walls exception): requests run as app_user.
GRANT SELECT, INSERT, UPDATE, DELETE ON edition_trials TO app_user;
--> statement-breakpoint
-- The trials already running count: each space in its trial period, for the user who opened it.
INSERT INTO edition_trials (user_id, edition_id, tenant_id, creation_time)
SELECT DISTINCT ON (t.creator_id, t.edition_id) t.creator_id, t.edition_id, t.id, t.creation_time
FROM tenants t
WHERE t.is_in_trial_period AND t.creator_id IS NOT NULL AND t.edition_id IS NOT NULL AND NOT t.is_deleted
ORDER BY t.creator_id, t.edition_id, t.creation_time
ON CONFLICT DO NOTHING;

--> statement-breakpoint
-- from 0021_file_store
ALTER TABLE "stored_files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "storage_key" varchar(200);
--> statement-breakpoint
-- from 0022_cad_intake_indexes
CREATE INDEX "cad_products_code_idx" ON "cad_products" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "cad_products_file_idx" ON "cad_products" USING btree ("tenant_id","file_id");
