CREATE TABLE "outsource_acceptance_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"out_line_id" uuid,
	"label_id" uuid,
	"label_no" varchar(80),
	"product_code" varchar(100),
	"qualified_qty" integer,
	"unqualified_qty" integer,
	"short_qty" integer,
	"accept_qty" integer,
	"defect_type" integer,
	"unit_price" numeric(18, 2),
	"deduct_amount" numeric(18, 2),
	"amount" numeric(18, 2),
	"remark" varchar(200),
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "outsource_acceptance_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "outsource_acceptances" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"out_id" uuid,
	"out_no" varchar(40),
	"supplier_id" uuid,
	"supplier_name" varchar(100),
	"project_name" varchar(100),
	"inspector_id" varchar(36),
	"doc_date" date,
	"amount" numeric(18, 2),
	"remark" varchar(200),
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
	CONSTRAINT "outsource_acceptances_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "outsource_back_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"acceptance_line_id" uuid,
	"out_line_id" uuid,
	"label_id" uuid,
	"label_no" varchar(80),
	"product_code" varchar(100),
	"qty" integer,
	"reason" varchar(200),
	"redo_required" boolean,
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "outsource_back_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "outsource_backs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"acceptance_id" uuid,
	"acceptance_no" varchar(40),
	"out_id" uuid,
	"out_no" varchar(40),
	"supplier_name" varchar(100),
	"project_name" varchar(100),
	"doc_date" date,
	"remark" varchar(200),
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
	CONSTRAINT "outsource_backs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "outsource_out_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"label_id" uuid,
	"label_no" varchar(80),
	"product_code" varchar(100),
	"qty" integer,
	"area" numeric(18, 4),
	"unit_price" numeric(18, 2),
	"amount" numeric(18, 2),
	"accepted_qty" integer,
	"acceptable_qty" integer,
	"label_state" integer,
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "outsource_out_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "outsource_outs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"supplier_id" uuid,
	"supplier_name" varchar(100),
	"process_ids" varchar(2000),
	"project_id" uuid,
	"project_name" varchar(100),
	"batch_id" uuid,
	"batch_no" varchar(32),
	"doc_date" date,
	"expected_return_date" date,
	"vehicle_no" varchar(20),
	"price_basis" integer,
	"unit_price" numeric(18, 2),
	"deliver_direct" boolean,
	"remark" varchar(200),
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
	CONSTRAINT "outsource_outs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "outsource_acceptance_lines_doc_idx" ON "outsource_acceptance_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "outsource_acceptance_lines_source_idx" ON "outsource_acceptance_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outsource_acceptances_doc_no_uq" ON "outsource_acceptances" USING btree ("tenant_id","doc_no") WHERE not "outsource_acceptances"."is_deleted";--> statement-breakpoint
CREATE INDEX "outsource_acceptances_list_idx" ON "outsource_acceptances" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
CREATE INDEX "outsource_back_lines_doc_idx" ON "outsource_back_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "outsource_back_lines_source_idx" ON "outsource_back_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outsource_backs_doc_no_uq" ON "outsource_backs" USING btree ("tenant_id","doc_no") WHERE not "outsource_backs"."is_deleted";--> statement-breakpoint
CREATE INDEX "outsource_backs_list_idx" ON "outsource_backs" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
CREATE INDEX "outsource_out_lines_doc_idx" ON "outsource_out_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "outsource_out_lines_source_idx" ON "outsource_out_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outsource_outs_doc_no_uq" ON "outsource_outs" USING btree ("tenant_id","doc_no") WHERE not "outsource_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "outsource_outs_list_idx" ON "outsource_outs" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
SELECT app_enable_tenant_rls('outsource_outs');--> statement-breakpoint
SELECT app_enable_tenant_rls('outsource_out_lines');--> statement-breakpoint
SELECT app_enable_tenant_rls('outsource_acceptances');--> statement-breakpoint
SELECT app_enable_tenant_rls('outsource_acceptance_lines');--> statement-breakpoint
SELECT app_enable_tenant_rls('outsource_backs');--> statement-breakpoint
SELECT app_enable_tenant_rls('outsource_back_lines');
