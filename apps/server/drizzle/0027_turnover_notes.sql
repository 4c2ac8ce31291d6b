CREATE TABLE "turnover_note_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"label_ids" jsonb NOT NULL,
	"qty" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "turnover_note_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "turnover_notes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"note_no" varchar(40) NOT NULL,
	"project_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"nest_result_id" uuid,
	"layout_no" varchar(40),
	"from_process_id" uuid,
	"to_process_id" uuid NOT NULL,
	"rack_no" varchar(40),
	"status" integer DEFAULT 1 NOT NULL,
	"equipment_id" uuid,
	"employee_ids" jsonb,
	"first_scan_time" timestamp with time zone,
	"completed_time" timestamp with time zone,
	"remark" varchar(200),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "turnover_notes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "turnover_note_lines_note_idx" ON "turnover_note_lines" USING btree ("tenant_id","note_id");--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_notes_no_idx" ON "turnover_notes" USING btree ("tenant_id","note_no");--> statement-breakpoint
CREATE INDEX "turnover_notes_project_idx" ON "turnover_notes" USING btree ("tenant_id","project_id");--> statement-breakpoint
-- the tenant wall (ENABLE + FORCE row-level security, grants to app_user) at once, not only after the run
SELECT app_enable_tenant_rls('turnover_notes');--> statement-breakpoint
SELECT app_enable_tenant_rls('turnover_note_lines');
