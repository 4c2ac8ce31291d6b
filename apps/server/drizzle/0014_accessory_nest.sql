CREATE TABLE "accessory_nest_cost_logs" (
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
	CONSTRAINT "accessory_nest_cost_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "accessory_nest_order_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"code" varchar(100) NOT NULL,
	"length" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "accessory_nest_order_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "accessory_nest_orders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid,
	"order_no" varchar(40) NOT NULL,
	"project_id" uuid,
	"batch_ids" uuid[] DEFAULT '{}' NOT NULL,
	"accessory_id" uuid,
	"accessory_name" varchar(100) NOT NULL,
	"accessory_spec" varchar(100),
	"accessory_code" varchar(50),
	"parameter" jsonb NOT NULL,
	"order_state" integer NOT NULL,
	"client_id" uuid,
	"submit_time" timestamp with time zone,
	"start_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"message" text,
	"lost_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"piece_count" integer DEFAULT 0 NOT NULL,
	"parts_length" numeric(14, 3) DEFAULT 0 NOT NULL,
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
	CONSTRAINT "accessory_nest_orders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "accessory_nest_results" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"result_no" varchar(40) NOT NULL,
	"accessory_name" varchar(100) NOT NULL,
	"bar_length" numeric(12, 2) NOT NULL,
	"bar_count" integer NOT NULL,
	"layout_count" integer NOT NULL,
	"piece_count" integer NOT NULL,
	"bars_length" numeric(14, 3) NOT NULL,
	"parts_length" numeric(14, 3) NOT NULL,
	"offcut_length" numeric(14, 3) NOT NULL,
	"utilisation" numeric(7, 4) NOT NULL,
	"lower_bound" integer NOT NULL,
	"optimal" boolean NOT NULL,
	"bars" jsonb NOT NULL,
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
	CONSTRAINT "accessory_nest_results_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "nest_jobs" ADD COLUMN "kind" varchar(12) DEFAULT 'panel' NOT NULL;--> statement-breakpoint
CREATE INDEX "accessory_nest_cost_logs_time_idx" ON "accessory_nest_cost_logs" USING btree ("tenant_id","time");--> statement-breakpoint
CREATE INDEX "accessory_nest_order_lines_order_idx" ON "accessory_nest_order_lines" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE INDEX "accessory_nest_orders_state_idx" ON "accessory_nest_orders" USING btree ("tenant_id","order_state");--> statement-breakpoint
CREATE INDEX "accessory_nest_results_order_idx" ON "accessory_nest_results" USING btree ("tenant_id","order_id");