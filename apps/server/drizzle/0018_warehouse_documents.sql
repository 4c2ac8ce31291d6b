CREATE TABLE "plate_stock_in_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"material_texture_id" uuid,
	"thickness" numeric(18, 2),
	"width" numeric(18, 2),
	"length" numeric(18, 2),
	"is_remnant" boolean,
	"sheets" integer,
	"weight" numeric(18, 3),
	"unit_price" numeric(18, 4),
	"amount" numeric(18, 2),
	"position" varchar(32),
	"batch_no" varchar(40),
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "plate_stock_in_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "plate_stock_ins" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"warehouse_id" uuid,
	"supplier_id" uuid,
	"doc_date" date,
	"vehicle_no" varchar(20),
	"remark" text,
	"submitter_id" uuid,
	"submit_time" timestamp with time zone,
	"auditor_id" uuid,
	"audit_time" timestamp with time zone,
	"audit_opinion" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "plate_stock_ins_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "plate_stock_out_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"material_texture_id" uuid,
	"thickness" numeric(18, 2),
	"width" numeric(18, 2),
	"length" numeric(18, 2),
	"is_remnant" boolean,
	"sheets" integer,
	"weight" numeric(18, 3),
	"position" varchar(32),
	"batch_no" varchar(40),
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "plate_stock_out_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "plate_stock_outs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"warehouse_id" uuid,
	"purpose" integer,
	"doc_date" date,
	"receiver_id" uuid,
	"remark" text,
	"submitter_id" uuid,
	"submit_time" timestamp with time zone,
	"auditor_id" uuid,
	"audit_time" timestamp with time zone,
	"audit_opinion" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "plate_stock_outs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_balances" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"position" varchar(32) NOT NULL,
	"item_kind" varchar(16) NOT NULL,
	"item_key" varchar(200) NOT NULL,
	"batch_no" varchar(40) DEFAULT '' NOT NULL,
	"material_texture_id" uuid,
	"thickness" numeric(18, 2),
	"width" numeric(18, 2),
	"length" numeric(18, 2),
	"is_remnant" boolean DEFAULT false NOT NULL,
	"qty" numeric(18, 3) DEFAULT 0 NOT NULL,
	"reserved" numeric(18, 3) DEFAULT 0 NOT NULL,
	"avg_cost" numeric(18, 4),
	"last_move_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balances_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"balance_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"position" varchar(32) NOT NULL,
	"item_kind" varchar(16) NOT NULL,
	"item_key" varchar(200) NOT NULL,
	"batch_no" varchar(40) DEFAULT '' NOT NULL,
	"material_texture_id" uuid,
	"thickness" numeric(18, 2),
	"width" numeric(18, 2),
	"length" numeric(18, 2),
	"is_remnant" boolean DEFAULT false NOT NULL,
	"direction" integer NOT NULL,
	"qty" numeric(18, 3) NOT NULL,
	"balance_after" numeric(18, 3) NOT NULL,
	"unit_cost" numeric(18, 4),
	"doc_type" varchar(40) NOT NULL,
	"doc_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"reason" varchar(20) NOT NULL,
	"operator_id" uuid,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_moves_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"balance_id" uuid NOT NULL,
	"qty" numeric(18, 3) NOT NULL,
	"source_type" varchar(40) NOT NULL,
	"source_id" uuid NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "plate_stock_in_lines_doc_idx" ON "plate_stock_in_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "plate_stock_in_lines_source_idx" ON "plate_stock_in_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plate_stock_ins_doc_no_uq" ON "plate_stock_ins" USING btree ("tenant_id","doc_no") WHERE not "plate_stock_ins"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_stock_ins_list_idx" ON "plate_stock_ins" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
CREATE INDEX "plate_stock_out_lines_doc_idx" ON "plate_stock_out_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "plate_stock_out_lines_source_idx" ON "plate_stock_out_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plate_stock_outs_doc_no_uq" ON "plate_stock_outs" USING btree ("tenant_id","doc_no") WHERE not "plate_stock_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_stock_outs_list_idx" ON "plate_stock_outs" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_balances_place_uq" ON "stock_balances" USING btree ("tenant_id","factory_id","warehouse_id","position","item_key","batch_no");--> statement-breakpoint
CREATE INDEX "stock_balances_item_idx" ON "stock_balances" USING btree ("tenant_id","factory_id","item_kind","material_texture_id","thickness");--> statement-breakpoint
CREATE INDEX "stock_moves_list_idx" ON "stock_moves" USING btree ("tenant_id","factory_id","time");--> statement-breakpoint
CREATE INDEX "stock_moves_doc_idx" ON "stock_moves" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "stock_reservations_source_idx" ON "stock_reservations" USING btree ("tenant_id","source_id");