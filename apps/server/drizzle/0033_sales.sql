CREATE TABLE "sales_contract_configs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(64),
	"tax_rate" numeric(18, 2),
	"invoice_type" integer,
	"area_rule_id" uuid,
	"settlement_basis" integer,
	"quotation_group_id" uuid,
	"terms_text" text,
	"is_default" boolean,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "sales_contract_configs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_contract_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"quotation_item_id" uuid,
	"spec" varchar(200),
	"unit" varchar(8),
	"unit_price" numeric(18, 4),
	"est_qty" numeric(18, 3),
	"amount" numeric(18, 2),
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "sales_contract_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_contracts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"name" varchar(100),
	"demander_id" uuid,
	"project_ids" varchar(2000),
	"sign_date" date,
	"start_date" date,
	"end_date" date,
	"area_rule_id" uuid,
	"settlement_basis" integer,
	"tax_rate" numeric(18, 2),
	"invoice_type" integer,
	"advance_pct" numeric(18, 2),
	"progress_pct" numeric(18, 2),
	"on_delivery_pct" numeric(18, 2),
	"retention_pct" numeric(18, 2),
	"warranty_months" integer,
	"salesman_id" uuid,
	"amount" numeric(18, 2),
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
	CONSTRAINT "sales_contracts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_delivery_order_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"pack_id" uuid,
	"label_no" varchar(120),
	"product_id" uuid,
	"qty" integer,
	"area" numeric(18, 4),
	"settle_area" numeric(18, 4),
	"unit_price" numeric(18, 4),
	"amount" numeric(18, 2),
	"weight" numeric(18, 2),
	"label_ids" text,
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "sales_delivery_order_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_delivery_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"project_order_id" uuid,
	"project_id" uuid,
	"demander_id" uuid,
	"source_type" integer,
	"doc_date" date,
	"consignee" varchar(50),
	"phone" varchar(30),
	"site_address" varchar(200),
	"logistics_supplier_id" uuid,
	"vehicle_no" varchar(20),
	"driver" varchar(30),
	"driver_phone" varchar(30),
	"freight" numeric(18, 2),
	"settle_area" numeric(18, 4),
	"amount" numeric(18, 2),
	"ship_time" varchar(40),
	"signer" varchar(50),
	"sign_time" varchar(40),
	"sign_photo_url" varchar(500),
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
	CONSTRAINT "sales_delivery_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_project_order_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"product_id" uuid,
	"quotation_item_id" uuid,
	"qty" integer,
	"unfold_area" numeric(18, 4),
	"settle_area" numeric(18, 4),
	"unit_price" numeric(18, 4),
	"amount" numeric(18, 2),
	"delivered_qty" integer,
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "sales_project_order_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_project_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"contract_id" uuid,
	"project_id" uuid,
	"batch_id" uuid,
	"demander_id" uuid,
	"doc_date" date,
	"delivery_date" date,
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
	CONSTRAINT "sales_project_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_return_order_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"label_no" varchar(120),
	"label_id" uuid,
	"product_id" uuid,
	"qty" integer,
	"area" numeric(18, 4),
	"disposition" integer,
	"deduct_amount" numeric(18, 2),
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "sales_return_order_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_return_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"delivery_order_id" uuid,
	"project_id" uuid,
	"demander_id" uuid,
	"doc_date" date,
	"reason_type" integer,
	"responsible_party" integer,
	"warehouse_id" uuid,
	"position" varchar(32),
	"deduct_total" numeric(18, 2),
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
	CONSTRAINT "sales_return_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_pack_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"label_no" varchar(120),
	"label_id" uuid,
	"product_id" uuid,
	"qty" integer,
	"area" numeric(18, 4),
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "product_pack_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_packs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"project_id" uuid,
	"batch_id" uuid,
	"doc_date" date,
	"pallet_id" uuid,
	"brand_id" uuid,
	"pieces" integer,
	"area" numeric(18, 4),
	"gross_weight" numeric(18, 2),
	"length" integer,
	"width" integer,
	"height" integer,
	"warehouse_id" uuid,
	"position" varchar(32),
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
	CONSTRAINT "product_packs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_stock_in_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"pack_id" uuid,
	"position" varchar(32),
	"pieces" integer,
	"area" numeric(18, 4),
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "product_stock_in_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_stock_ins" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"warehouse_id" uuid,
	"doc_date" date,
	"source" integer,
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
	CONSTRAINT "product_stock_ins_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_stock_out_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"pack_id" uuid,
	"position" varchar(32),
	"pieces" integer,
	"area" numeric(18, 4),
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "product_stock_out_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_stock_outs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"warehouse_id" uuid,
	"doc_date" date,
	"purpose" integer,
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
	CONSTRAINT "product_stock_outs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "sales_contract_configs_tenant_idx" ON "sales_contract_configs" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "sales_contract_configs_recent_idx" ON "sales_contract_configs" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "sales_contract_configs"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_contract_configs_name_sort_idx" ON "sales_contract_configs" USING btree ("tenant_id","name","id") WHERE not "sales_contract_configs"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_contract_configs_name_trgm_idx" ON "sales_contract_configs" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_contract_configs_terms_text_trgm_idx" ON "sales_contract_configs" USING gin ("terms_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_contract_lines_doc_idx" ON "sales_contract_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "sales_contract_lines_source_idx" ON "sales_contract_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_contracts_doc_no_uq" ON "sales_contracts" USING btree ("tenant_id","doc_no") WHERE not "sales_contracts"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_contracts_list_idx" ON "sales_contracts" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
CREATE INDEX "sales_delivery_order_lines_doc_idx" ON "sales_delivery_order_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "sales_delivery_order_lines_source_idx" ON "sales_delivery_order_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_delivery_orders_doc_no_uq" ON "sales_delivery_orders" USING btree ("tenant_id","doc_no") WHERE not "sales_delivery_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_delivery_orders_list_idx" ON "sales_delivery_orders" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
CREATE INDEX "sales_project_order_lines_doc_idx" ON "sales_project_order_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "sales_project_order_lines_source_idx" ON "sales_project_order_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_project_orders_doc_no_uq" ON "sales_project_orders" USING btree ("tenant_id","doc_no") WHERE not "sales_project_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_project_orders_list_idx" ON "sales_project_orders" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
CREATE INDEX "sales_return_order_lines_doc_idx" ON "sales_return_order_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "sales_return_order_lines_source_idx" ON "sales_return_order_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_return_orders_doc_no_uq" ON "sales_return_orders" USING btree ("tenant_id","doc_no") WHERE not "sales_return_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_return_orders_list_idx" ON "sales_return_orders" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
CREATE INDEX "product_pack_lines_doc_idx" ON "product_pack_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "product_pack_lines_source_idx" ON "product_pack_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_packs_doc_no_uq" ON "product_packs" USING btree ("tenant_id","doc_no") WHERE not "product_packs"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_packs_list_idx" ON "product_packs" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
CREATE INDEX "product_stock_in_lines_doc_idx" ON "product_stock_in_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "product_stock_in_lines_source_idx" ON "product_stock_in_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_stock_ins_doc_no_uq" ON "product_stock_ins" USING btree ("tenant_id","doc_no") WHERE not "product_stock_ins"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_stock_ins_list_idx" ON "product_stock_ins" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
CREATE INDEX "product_stock_out_lines_doc_idx" ON "product_stock_out_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "product_stock_out_lines_source_idx" ON "product_stock_out_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_stock_outs_doc_no_uq" ON "product_stock_outs" USING btree ("tenant_id","doc_no") WHERE not "product_stock_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_stock_outs_list_idx" ON "product_stock_outs" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
SELECT app_enable_tenant_rls('sales_contract_configs');--> statement-breakpoint
SELECT app_enable_tenant_rls('sales_contract_lines');--> statement-breakpoint
SELECT app_enable_tenant_rls('sales_contracts');--> statement-breakpoint
SELECT app_enable_tenant_rls('sales_delivery_order_lines');--> statement-breakpoint
SELECT app_enable_tenant_rls('sales_delivery_orders');--> statement-breakpoint
SELECT app_enable_tenant_rls('sales_project_order_lines');--> statement-breakpoint
SELECT app_enable_tenant_rls('sales_project_orders');--> statement-breakpoint
SELECT app_enable_tenant_rls('sales_return_order_lines');--> statement-breakpoint
SELECT app_enable_tenant_rls('sales_return_orders');--> statement-breakpoint
SELECT app_enable_tenant_rls('product_pack_lines');--> statement-breakpoint
SELECT app_enable_tenant_rls('product_packs');--> statement-breakpoint
SELECT app_enable_tenant_rls('product_stock_in_lines');--> statement-breakpoint
SELECT app_enable_tenant_rls('product_stock_ins');--> statement-breakpoint
SELECT app_enable_tenant_rls('product_stock_out_lines');--> statement-breakpoint
SELECT app_enable_tenant_rls('product_stock_outs');
