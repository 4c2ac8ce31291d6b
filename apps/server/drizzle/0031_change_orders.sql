CREATE TABLE "change_order_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"change_kind" integer,
	"product_id" uuid,
	"field" varchar(32),
	"old_value" varchar(100),
	"new_value" varchar(100),
	"qty_delta" integer,
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "change_order_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "change_order_types" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(32),
	"needs_renest" boolean,
	"needs_approval" boolean,
	"sort" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "change_order_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "change_order_views" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"change_order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"view_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_order_views_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "change_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"change_order_type_id" uuid,
	"project_id" uuid,
	"project_name" varchar(100),
	"batch_id" uuid,
	"batch_no" varchar(32),
	"doc_date" date,
	"requested_by" varchar(50),
	"notify_user_ids" varchar(2000),
	"description" text,
	"reason" text,
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
	CONSTRAINT "change_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "change_order_lines_doc_idx" ON "change_order_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "change_order_lines_source_idx" ON "change_order_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE INDEX "change_order_types_tenant_idx" ON "change_order_types" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "change_order_views_order_idx" ON "change_order_views" USING btree ("tenant_id","change_order_id","view_time");--> statement-breakpoint
CREATE UNIQUE INDEX "change_orders_doc_no_uq" ON "change_orders" USING btree ("tenant_id","doc_no") WHERE not "change_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "change_orders_list_idx" ON "change_orders" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
-- the tenant wall (ENABLE + FORCE row-level security, grants to app_user) at once, not only after the run
SELECT app_enable_tenant_rls('change_order_types');--> statement-breakpoint
SELECT app_enable_tenant_rls('change_orders');--> statement-breakpoint
SELECT app_enable_tenant_rls('change_order_lines');--> statement-breakpoint
SELECT app_enable_tenant_rls('change_order_views');
