CREATE TABLE "plate_purchase_order_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"material_texture_id" uuid,
	"thickness" numeric(18, 2),
	"width" numeric(18, 2),
	"length" numeric(18, 2),
	"sheets" integer,
	"weight" numeric(18, 3),
	"price_basis" integer,
	"processing_fee" numeric(18, 2),
	"unit_price" numeric(18, 4),
	"amount" numeric(18, 2),
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "plate_purchase_order_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "plate_purchase_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"supplier_id" uuid,
	"doc_date" date,
	"delivery_date" date,
	"warehouse_id" uuid,
	"market_source" integer,
	"market_price" numeric(18, 2),
	"tax_rate" numeric(18, 2),
	"payment_terms" varchar(100),
	"total_amount" numeric(18, 2),
	"remark" text,
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
	CONSTRAINT "plate_purchase_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "plate_requisition_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"material_texture_id" uuid,
	"thickness" numeric(18, 2),
	"width" numeric(18, 2),
	"length" numeric(18, 2),
	"sheets" integer,
	"weight" numeric(18, 3),
	"suggested_supplier_id" uuid,
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "plate_requisition_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "plate_requisitions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"doc_date" date,
	"required_date" date,
	"requester_id" uuid,
	"remark" text,
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
	CONSTRAINT "plate_requisitions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "plate_purchase_task_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"material_texture_id" uuid,
	"thickness" numeric(18, 2),
	"width" numeric(18, 2),
	"length" numeric(18, 2),
	"sheets" integer,
	"area" numeric(18, 4),
	"weight" numeric(18, 3),
	"stock_available" integer,
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "plate_purchase_task_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "plate_purchase_tasks" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"doc_date" date,
	"required_date" date,
	"purchase_mode" integer,
	"nest_order_no" varchar(40),
	"nest_order_id" uuid,
	"nest_result_id" uuid,
	"remark" text,
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
	CONSTRAINT "plate_purchase_tasks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "supplier_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"supplier_tenant_id" uuid NOT NULL,
	"factory_id" uuid NOT NULL,
	"customer_name" varchar(100) NOT NULL,
	"po_id" uuid NOT NULL,
	"po_no" varchar(40) NOT NULL,
	"order_date" date NOT NULL,
	"delivery_date" date NOT NULL,
	"lines" jsonb NOT NULL,
	"total_sheets" integer NOT NULL,
	"total_amount" numeric(18, 2),
	"remark" varchar(500),
	"state" integer DEFAULT 1 NOT NULL,
	"promised_date" date,
	"confirm_remark" varchar(200),
	"confirm_time" timestamp with time zone,
	"vehicle_no" varchar(20),
	"ship_remark" varchar(200),
	"ship_time" timestamp with time zone,
	"answered_by" varchar(64),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modification_time" timestamp with time zone,
	CONSTRAINT "supplier_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "supplier_product_skus" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid,
	"surface" varchar(32),
	"price" numeric(18, 2),
	"price_unit" integer,
	"stock" integer,
	"lead_days" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "supplier_product_skus_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "supplier_products" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"material" varchar(32),
	"thickness" numeric(18, 2),
	"width" numeric(18, 2),
	"length" numeric(18, 2),
	"remark" varchar(200),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "supplier_products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "plate_qc_order_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"material_texture_id" uuid,
	"thickness" numeric(18, 2),
	"width" numeric(18, 2),
	"length" numeric(18, 2),
	"sheets" integer,
	"qualified" integer,
	"unqualified" integer,
	"thickness_min" numeric(18, 3),
	"thickness_max" numeric(18, 3),
	"flatness" varchar(40),
	"surface" varchar(40),
	"result" integer,
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "plate_qc_order_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "plate_qc_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"doc_date" date,
	"inspector_id" uuid,
	"supplier_id" uuid,
	"remark" text,
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
	CONSTRAINT "plate_qc_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "plate_stock_in_lines" ADD COLUMN "qualified_sheets" integer;--> statement-breakpoint
ALTER TABLE "plate_stock_in_lines" ADD COLUMN "rejected_sheets" integer;--> statement-breakpoint
ALTER TABLE "plate_stock_outs" ADD COLUMN "nest_result_id" uuid;--> statement-breakpoint
CREATE INDEX "plate_purchase_order_lines_doc_idx" ON "plate_purchase_order_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "plate_purchase_order_lines_source_idx" ON "plate_purchase_order_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plate_purchase_orders_doc_no_uq" ON "plate_purchase_orders" USING btree ("tenant_id","doc_no") WHERE not "plate_purchase_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_purchase_orders_list_idx" ON "plate_purchase_orders" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
CREATE INDEX "plate_requisition_lines_doc_idx" ON "plate_requisition_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "plate_requisition_lines_source_idx" ON "plate_requisition_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plate_requisitions_doc_no_uq" ON "plate_requisitions" USING btree ("tenant_id","doc_no") WHERE not "plate_requisitions"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_requisitions_list_idx" ON "plate_requisitions" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
CREATE INDEX "plate_purchase_task_lines_doc_idx" ON "plate_purchase_task_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "plate_purchase_task_lines_source_idx" ON "plate_purchase_task_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plate_purchase_tasks_doc_no_uq" ON "plate_purchase_tasks" USING btree ("tenant_id","doc_no") WHERE not "plate_purchase_tasks"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_purchase_tasks_list_idx" ON "plate_purchase_tasks" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_orders_po_uq" ON "supplier_orders" USING btree ("tenant_id","po_id");--> statement-breakpoint
CREATE INDEX "supplier_orders_supplier_idx" ON "supplier_orders" USING btree ("supplier_tenant_id","state","creation_time");--> statement-breakpoint
CREATE INDEX "supplier_product_skus_tenant_idx" ON "supplier_product_skus" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "supplier_products_tenant_idx" ON "supplier_products" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "plate_qc_order_lines_doc_idx" ON "plate_qc_order_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "plate_qc_order_lines_source_idx" ON "plate_qc_order_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plate_qc_orders_doc_no_uq" ON "plate_qc_orders" USING btree ("tenant_id","doc_no") WHERE not "plate_qc_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_qc_orders_list_idx" ON "plate_qc_orders" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
-- Stock-ins get their own states (issue 17): what was approved (4, posted on approval) is posted (8)
-- with every sheet qualified; a rejected one (DocStatus 8) goes back to draft, since 8 now means posted.
UPDATE "plate_stock_ins" SET "status" = 1 WHERE "status" = 8;--> statement-breakpoint
UPDATE "plate_stock_in_lines" l SET "qualified_sheets" = l."sheets", "rejected_sheets" = 0
  FROM "plate_stock_ins" h WHERE h."tenant_id" = l."tenant_id" AND h."id" = l."doc_id" AND h."status" = 4;--> statement-breakpoint
UPDATE "plate_stock_ins" SET "status" = 8 WHERE "status" = 4;--> statement-breakpoint
-- Supplier orders belong to the factory that ordered (tenant_id, walled like every table). The
-- supplier's space named by supplier_tenant_id also reads them and records its answer (confirm,
-- ship): two policies of its own, no INSERT or DELETE for it.
SELECT app_enable_tenant_rls('supplier_orders');
--> statement-breakpoint
CREATE POLICY supplier_read ON supplier_orders FOR SELECT USING (supplier_tenant_id = app_current_tenant());
--> statement-breakpoint
CREATE POLICY supplier_answer ON supplier_orders FOR UPDATE USING (supplier_tenant_id = app_current_tenant()) WITH CHECK (supplier_tenant_id = app_current_tenant());
