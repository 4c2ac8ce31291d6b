CREATE TABLE "label_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	"label_no" varchar(80) NOT NULL,
	"product_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"equipment_id" uuid,
	"client_type" integer DEFAULT 2 NOT NULL,
	"employee_ids" jsonb NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"performance_field" integer NOT NULL,
	"measure_value" numeric(14, 4) NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"is_rework" boolean DEFAULT false NOT NULL,
	"is_retroactive" boolean DEFAULT false NOT NULL,
	"scan_time" timestamp with time zone NOT NULL,
	"shift_date" date NOT NULL,
	"audit_state" integer DEFAULT 1 NOT NULL,
	"auditor_id" uuid,
	"audit_time" timestamp with time zone,
	"audit_remark" varchar(200),
	"is_locked" boolean DEFAULT false NOT NULL,
	"remark" varchar(200),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "label_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "label_logs_once_idx" ON "label_logs" USING btree ("tenant_id","label_id","process_id") WHERE "label_logs"."is_rework" = false and "label_logs"."is_deleted" = false and "label_logs"."audit_state" <> 4;--> statement-breakpoint
CREATE INDEX "label_logs_label_idx" ON "label_logs" USING btree ("tenant_id","label_id","process_id");--> statement-breakpoint
CREATE INDEX "label_logs_project_idx" ON "label_logs" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "label_logs_time_idx" ON "label_logs" USING btree ("tenant_id","scan_time");--> statement-breakpoint
CREATE INDEX "label_logs_process_day_idx" ON "label_logs" USING btree ("tenant_id","process_id","shift_date");--> statement-breakpoint
-- the tenant wall (ENABLE + FORCE row-level security, grants to app_user) at once, not only after the run
SELECT app_enable_tenant_rls('label_logs');
