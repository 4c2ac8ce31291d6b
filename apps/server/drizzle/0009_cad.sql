CREATE TABLE "cad_acceptances" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"accept_date" date NOT NULL,
	"acceptor" varchar(50),
	"remark" text,
	"creator_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cad_acceptances_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cad_batches" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"batch_no" varchar(32) NOT NULL,
	"name" varchar(100),
	"elevation" varchar(100),
	"order_time" date,
	"delivery_date" date NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"produce_state" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "cad_batches_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cad_labels" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"label_no" varchar(80) NOT NULL,
	"seq" integer NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"print_count" integer DEFAULT 0 NOT NULL,
	"last_print_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cad_labels_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cad_product_accessories" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"spec" varchar(100),
	"length" numeric(12, 2),
	"quantity" integer DEFAULT 1 NOT NULL,
	"file_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cad_product_accessories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cad_products" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"file_id" uuid,
	"code" varchar(64) NOT NULL,
	"name" varchar(100),
	"kind" integer DEFAULT 1 NOT NULL,
	"material_texture_id" uuid,
	"material" varchar(50),
	"thickness" numeric(8, 2),
	"color_code" varchar(50),
	"quantity" integer DEFAULT 1 NOT NULL,
	"unfold_length" numeric(12, 2) NOT NULL,
	"unfold_width" numeric(12, 2) NOT NULL,
	"unfold_area" numeric(14, 4) NOT NULL,
	"cut_length" numeric(14, 2) NOT NULL,
	"hole_count" integer DEFAULT 0 NOT NULL,
	"bend_count" integer DEFAULT 0 NOT NULL,
	"geometry" jsonb NOT NULL,
	"thumbnail" text NOT NULL,
	"texts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_print_label" boolean DEFAULT true NOT NULL,
	"nest_state" integer DEFAULT 1 NOT NULL,
	"change_state" integer DEFAULT 1 NOT NULL,
	"remark" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "cad_products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cad_project_favorites" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cad_project_favorites_tenant_id_user_id_project_id_pk" PRIMARY KEY("tenant_id","user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "cad_project_files" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"stored_file_id" uuid NOT NULL,
	"conversion_id" uuid,
	"file_name" varchar(255) NOT NULL,
	"file_type" varchar(16) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"convert_state" integer DEFAULT 1 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"split_count" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "cad_project_files_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cad_project_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"action" varchar(32) NOT NULL,
	"operator_id" uuid,
	"operator_name" varchar(100),
	"comment" text,
	"before_json" jsonb,
	"after_json" jsonb,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cad_project_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cad_projects" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(50) NOT NULL,
	"demander_id" uuid,
	"demand_side" varchar(100),
	"project_type" integer DEFAULT 1 NOT NULL,
	"project_status" integer DEFAULT 1 NOT NULL,
	"status_override" integer,
	"is_voided" boolean DEFAULT false NOT NULL,
	"produce_state" integer DEFAULT 1 NOT NULL,
	"normal_state" integer DEFAULT 1 NOT NULL,
	"cover_image" varchar(500),
	"display_batch" varchar(100),
	"order_time" date NOT NULL,
	"delivery_date" date NOT NULL,
	"packing_prefix" varchar(8),
	"password_hash" varchar(255),
	"site_address" varchar(200),
	"contact_name" varchar(50),
	"contact_phone" varchar(30),
	"remark" text,
	"kind_amount" integer DEFAULT 0 NOT NULL,
	"product_amount" integer DEFAULT 0 NOT NULL,
	"not_nesting_amount" integer DEFAULT 0 NOT NULL,
	"main_product_amount" integer DEFAULT 0 NOT NULL,
	"part_product_amount" integer DEFAULT 0 NOT NULL,
	"unfold_area" numeric(18, 4) DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "cad_projects_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cad_split_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"operator_id" uuid,
	"operator_name" varchar(100),
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone,
	"product_count" integer DEFAULT 0 NOT NULL,
	"error_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"zip_file_id" uuid,
	CONSTRAINT "cad_split_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "cad_acceptances_project_idx" ON "cad_acceptances" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "cad_batches_project_idx" ON "cad_batches" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cad_labels_no_idx" ON "cad_labels" USING btree ("tenant_id","label_no");--> statement-breakpoint
CREATE INDEX "cad_labels_product_idx" ON "cad_labels" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "cad_product_accessories_product_idx" ON "cad_product_accessories" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "cad_products_batch_idx" ON "cad_products" USING btree ("tenant_id","batch_id");--> statement-breakpoint
CREATE INDEX "cad_products_project_idx" ON "cad_products" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "cad_project_files_project_idx" ON "cad_project_files" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "cad_project_logs_project_idx" ON "cad_project_logs" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE INDEX "cad_projects_factory_idx" ON "cad_projects" USING btree ("tenant_id","factory_id");