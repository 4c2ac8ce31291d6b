CREATE TABLE "nest_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(64) NOT NULL,
	"version" varchar(32) DEFAULT '' NOT NULL,
	"owner_tenant_id" uuid,
	"registered_by" uuid,
	"built_in" boolean DEFAULT false NOT NULL,
	"last_heartbeat" timestamp with time zone DEFAULT now() NOT NULL,
	"current_job_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nest_cost_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"client_id" uuid,
	"basis" varchar(8) NOT NULL,
	"qty" numeric(14, 4) NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"quota_before" numeric(14, 2) NOT NULL,
	"quota_after" numeric(14, 2) NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nest_cost_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "nest_cost_rules" (
	"rule_tenant_id" uuid PRIMARY KEY NOT NULL,
	"basis" varchar(8) NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"last_modification_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nest_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_tenant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"state" varchar(12) DEFAULT 'waiting' NOT NULL,
	"client_id" uuid,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"claimed_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nest_order_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"code" varchar(100) NOT NULL,
	"quantity" integer NOT NULL,
	"shape" jsonb NOT NULL,
	"area" numeric(16, 2) NOT NULL,
	"width" numeric(12, 2) NOT NULL,
	"length" numeric(12, 2) NOT NULL,
	CONSTRAINT "nest_order_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "nest_order_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"user_name" varchar(64),
	"action" varchar(32) NOT NULL,
	"from_state" integer,
	"to_state" integer,
	"message" text,
	CONSTRAINT "nest_order_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "nest_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid,
	"order_no" varchar(40) NOT NULL,
	"project_id" uuid,
	"batch_ids" uuid[] DEFAULT '{}' NOT NULL,
	"material_texture_id" uuid,
	"material_name" varchar(50),
	"thickness" numeric(12, 2) NOT NULL,
	"color_code" varchar(50),
	"plates" jsonb NOT NULL,
	"parameter" jsonb NOT NULL,
	"order_state" integer NOT NULL,
	"client_id" uuid,
	"submit_time" timestamp with time zone,
	"start_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"progress" jsonb,
	"message" text,
	"lost_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_product_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"piece_count" integer DEFAULT 0 NOT NULL,
	"parts_area" numeric(14, 4) DEFAULT 0 NOT NULL,
	"result_id" uuid,
	"cost" numeric(14, 2),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "nest_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "nest_result_sheets" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"result_id" uuid NOT NULL,
	"layout_no" integer NOT NULL,
	"plate_name" varchar(50) NOT NULL,
	"width" numeric(12, 2) NOT NULL,
	"length" numeric(12, 2) NOT NULL,
	"repeat" integer NOT NULL,
	"utilisation" numeric(7, 4) NOT NULL,
	"placements" jsonb NOT NULL,
	"offcut" jsonb,
	"part_count" integer NOT NULL,
	"cut_length" numeric(14, 3) NOT NULL,
	"pierce_count" integer NOT NULL,
	"cut_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "nest_result_sheets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "nest_results" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"result_no" varchar(40) NOT NULL,
	"thickness" numeric(12, 2) NOT NULL,
	"material_name" varchar(50),
	"sheet_count" integer NOT NULL,
	"layout_count" integer NOT NULL,
	"plate_area" numeric(14, 4) NOT NULL,
	"parts_area" numeric(14, 4) NOT NULL,
	"remnant_area" numeric(14, 4) NOT NULL,
	"utilisation" numeric(7, 4) NOT NULL,
	"cut_length" numeric(14, 3) NOT NULL,
	"pierce_count" integer NOT NULL,
	"elapsed_ms" integer NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "nest_results_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "nest_cost_logs_time_idx" ON "nest_cost_logs" USING btree ("tenant_id","time");--> statement-breakpoint
CREATE INDEX "nest_jobs_state_idx" ON "nest_jobs" USING btree ("state","creation_time");--> statement-breakpoint
CREATE INDEX "nest_jobs_order_idx" ON "nest_jobs" USING btree ("order_tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "nest_order_lines_order_idx" ON "nest_order_lines" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "nest_order_logs_order_idx" ON "nest_order_logs" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "nest_orders_state_idx" ON "nest_orders" USING btree ("tenant_id","order_state");--> statement-breakpoint
CREATE INDEX "nest_result_sheets_result_idx" ON "nest_result_sheets" USING btree ("tenant_id","result_id");--> statement-breakpoint
CREATE INDEX "nest_results_order_idx" ON "nest_results" USING btree ("tenant_id","order_id");