CREATE TABLE "qc_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	"label_no" varchar(80) NOT NULL,
	"product_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"label_log_id" uuid,
	"inspector_id" uuid NOT NULL,
	"result" integer NOT NULL,
	"defect_type" integer,
	"description" varchar(500),
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"responsible_process_id" uuid,
	"responsible_employee_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deduct_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"qc_order_id" uuid,
	"is_rework" boolean DEFAULT false NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"shift_date" date NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "qc_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "qc_logs_label_idx" ON "qc_logs" USING btree ("tenant_id","label_id");--> statement-breakpoint
CREATE INDEX "qc_logs_day_idx" ON "qc_logs" USING btree ("tenant_id","factory_id","shift_date");--> statement-breakpoint
CREATE INDEX "qc_logs_project_idx" ON "qc_logs" USING btree ("tenant_id","project_id");--> statement-breakpoint
SELECT app_enable_tenant_rls('qc_logs');
