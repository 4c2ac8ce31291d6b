CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_no" varchar(30) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"expiry_time" timestamp with time zone,
	"used_order_id" uuid,
	"used_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "coupons_coupon_no_unique" UNIQUE("coupon_no")
);
--> statement-breakpoint
CREATE TABLE "feature_usage_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"feature_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"operator_id" uuid,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_usage_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"tenant_name" varchar(100) NOT NULL,
	"user_id" uuid,
	"order_type" integer NOT NULL,
	"provider_name" varchar(8) NOT NULL,
	"provider_key" uuid NOT NULL,
	"provider_display_name" varchar(128) NOT NULL,
	"price_id" uuid NOT NULL,
	"period_value" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"discount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"coupon_no" varchar(30),
	"gateway" integer NOT NULL,
	"payment_provider" varchar(16) NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"transfer_claimed" boolean DEFAULT false NOT NULL,
	"paid_time" timestamp with time zone,
	"cancel_time" timestamp with time zone,
	"transaction_id" varchar(64),
	"confirmer_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" varchar(16) NOT NULL,
	"order_no" varchar(40),
	"accepted" boolean NOT NULL,
	"reason" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_name" varchar(8) NOT NULL,
	"provider_key" uuid NOT NULL,
	"group_name" varchar(32) NOT NULL,
	"sales_price" numeric(12, 2) NOT NULL,
	"original_price" numeric(12, 2) NOT NULL,
	"period_value" integer NOT NULL,
	"period_name" varchar(16) DEFAULT '' NOT NULL,
	"available_name" varchar(32) DEFAULT '' NOT NULL,
	"unit" varchar(8) DEFAULT '元' NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL,
	"storage_gb" integer DEFAULT 0 NOT NULL,
	"concurrent" integer DEFAULT 0 NOT NULL,
	"nest_quota" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_features" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"feature_id" uuid NOT NULL,
	"expiry_time" timestamp with time zone,
	"is_trial" boolean DEFAULT false NOT NULL,
	"usage_limit" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "tenant_features_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "tenant_followups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"follow_type" integer NOT NULL,
	"content" varchar(1000) NOT NULL,
	"contact_name" varchar(50),
	"result" varchar(200),
	"next_follow_time" timestamp with time zone,
	"operator_id" uuid,
	"operator_name" varchar(64),
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_operate_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"operation" varchar(32) NOT NULL,
	"before_value" jsonb,
	"after_value" jsonb,
	"reason" varchar(200) DEFAULT '' NOT NULL,
	"operator_id" uuid,
	"operator_name" varchar(64),
	"time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_introductions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(100),
	"cover" varchar(500),
	"content" text,
	"sort" integer,
	"published" boolean,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "web_introductions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "web_monitors" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(50),
	"provider" varchar(255),
	"device_serial" varchar(32),
	"channel_no" integer,
	"workshop" varchar(50),
	"is_public" boolean,
	"status" integer,
	"sort" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "web_monitors_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "web_small_programs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(50),
	"app_id" varchar(32),
	"type" integer,
	"qr_code_url" varchar(500),
	"status" integer,
	"remark" varchar(200),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "web_small_programs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "ys7_settings" (
	"tenant_id" uuid NOT NULL,
	"app_key" varchar(64) NOT NULL,
	"app_secret" text NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "ys7_settings_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "web_introductions_tenant_idx" ON "web_introductions" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "web_monitors_tenant_idx" ON "web_monitors" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "web_small_programs_tenant_idx" ON "web_small_programs" USING btree ("tenant_id","is_deleted");