CREATE TABLE "boards" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"name" varchar(60) NOT NULL,
	"widgets" jsonb NOT NULL,
	"refresh_seconds" integer DEFAULT 60 NOT NULL,
	"public_token" varchar(64) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "boards_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "boards_public_token_idx" ON "boards" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "boards_factory_idx" ON "boards" USING btree ("tenant_id","factory_id");--> statement-breakpoint
-- the tenant wall (ENABLE + FORCE row-level security, grants to app_user) at once, not only after the run
SELECT app_enable_tenant_rls('boards');--> statement-breakpoint
-- The boards' live streams recompute when scans change: one notice per statement (not per row) with
-- the scanning tenant, delivered after commit; the server coalesces them per board.
CREATE FUNCTION board_scan_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('board_scan', app_current_tenant()::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER label_logs_board_notify AFTER INSERT OR DELETE OR UPDATE ON label_logs
FOR EACH STATEMENT EXECUTE FUNCTION board_scan_notify();
