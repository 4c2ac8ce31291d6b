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
CREATE TABLE "qc_order_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"label_id" uuid,
	"label_no" varchar(80),
	"product_code" varchar(100),
	"result" integer,
	"defect_type" integer,
	"disposition" integer,
	"responsible_process_id" uuid,
	"remark" varchar(200),
	"inspected_qty" integer,
	"qualified_qty" integer,
	"unqualified_qty" integer,
	"scrap_qty" integer,
	"label_state" integer,
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "qc_order_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "qc_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"qc_type" integer,
	"project_id" uuid,
	"project_name" varchar(100),
	"batch_id" uuid,
	"batch_no" varchar(32),
	"process_id" uuid,
	"inspector_id" varchar(36),
	"doc_date" date,
	"is_forced" boolean,
	"source_qc_order_no" varchar(40),
	"source_qc_order_id" uuid,
	"submitter_id" uuid,
	"submit_time" timestamp with time zone,
	"auditor_id" uuid,
	"audit_time" timestamp with time zone,
	"audit_opinion" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "qc_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "rework_order_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"label_id" uuid,
	"label_no" varchar(80),
	"product_code" varchar(100),
	"defect_type" integer,
	"rework_process_ids" varchar(2000),
	"responsible_process_id" uuid,
	"responsible_employee_ids" varchar(2000),
	"deduct_amount" numeric(18, 2),
	"est_cost" numeric(18, 2),
	"qty" integer,
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "rework_order_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "rework_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"qc_order_id" uuid,
	"qc_order_no" varchar(40),
	"project_id" uuid,
	"project_name" varchar(100),
	"batch_id" uuid,
	"batch_no" varchar(32),
	"doc_date" date,
	"submitter_id" uuid,
	"submit_time" timestamp with time zone,
	"auditor_id" uuid,
	"audit_time" timestamp with time zone,
	"audit_opinion" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "rework_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "qc_logs_label_idx" ON "qc_logs" USING btree ("tenant_id","label_id");--> statement-breakpoint
CREATE INDEX "qc_logs_day_idx" ON "qc_logs" USING btree ("tenant_id","factory_id","shift_date");--> statement-breakpoint
CREATE INDEX "qc_logs_project_idx" ON "qc_logs" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "qc_order_lines_doc_idx" ON "qc_order_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "qc_order_lines_source_idx" ON "qc_order_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qc_orders_doc_no_uq" ON "qc_orders" USING btree ("tenant_id","doc_no") WHERE not "qc_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "qc_orders_list_idx" ON "qc_orders" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
CREATE INDEX "rework_order_lines_doc_idx" ON "rework_order_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "rework_order_lines_source_idx" ON "rework_order_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rework_orders_doc_no_uq" ON "rework_orders" USING btree ("tenant_id","doc_no") WHERE not "rework_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "rework_orders_list_idx" ON "rework_orders" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
SELECT app_enable_tenant_rls('qc_logs');--> statement-breakpoint
SELECT app_enable_tenant_rls('qc_orders');--> statement-breakpoint
SELECT app_enable_tenant_rls('qc_order_lines');--> statement-breakpoint
SELECT app_enable_tenant_rls('rework_orders');--> statement-breakpoint
SELECT app_enable_tenant_rls('rework_order_lines');
