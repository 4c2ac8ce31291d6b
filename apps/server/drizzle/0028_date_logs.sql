CREATE TABLE "prod_date_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"shift_date" date NOT NULL,
	"project_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"scans" integer NOT NULL,
	"qty" numeric(14, 4) NOT NULL,
	"unfold_area" numeric(14, 4) NOT NULL,
	"face_area" numeric(14, 4) NOT NULL,
	"settle_area" numeric(14, 4) NOT NULL,
	"weight" numeric(14, 4) NOT NULL,
	"amount" numeric(14, 4) NOT NULL,
	"stat_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	CONSTRAINT "prod_date_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "prod_date_logs_key_idx" ON "prod_date_logs" USING btree ("tenant_id","factory_id","shift_date","project_id","batch_id","process_id","employee_id");--> statement-breakpoint
CREATE INDEX "prod_date_logs_project_idx" ON "prod_date_logs" USING btree ("tenant_id","project_id");--> statement-breakpoint
-- the tenant wall (ENABLE + FORCE row-level security, grants to app_user) at once, not only after the run
SELECT app_enable_tenant_rls('prod_date_logs');
