CREATE TABLE "sms_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone_number" varchar(20) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"user_id" uuid,
	"code_hash" varchar(64),
	"ip" varchar(64),
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_wechat_bindings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"open_id" varchar(64) NOT NULL,
	"app_id" varchar(64) NOT NULL,
	"nickname" varchar(64),
	"bound_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_settings" (
	"tenant_id" uuid NOT NULL,
	"length_unit" varchar(8) DEFAULT 'mm' NOT NULL,
	"area_unit" varchar(8) DEFAULT 'm2' NOT NULL,
	"weight_unit" varchar(8) DEFAULT 'kg' NOT NULL,
	"length_precision" integer DEFAULT 0 NOT NULL,
	"area_precision" integer DEFAULT 3 NOT NULL,
	"weight_precision" integer DEFAULT 2 NOT NULL,
	"money_precision" integer DEFAULT 2 NOT NULL,
	"label_size" varchar(16) DEFAULT '60x40' NOT NULL,
	"label_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "tenant_settings_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "third_configs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"provider" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"app_id" varchar(128) NOT NULL,
	"secret_sealed" text,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(200),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "third_configs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone_number","creation_time");--> statement-breakpoint
CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip","creation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "user_wechat_bindings_open_id_uq" ON "user_wechat_bindings" USING btree ("app_id","open_id");--> statement-breakpoint
CREATE UNIQUE INDEX "third_configs_provider_uq" ON "third_configs" USING btree ("tenant_id","provider") WHERE not "third_configs"."is_deleted";--> statement-breakpoint
-- Host-level tables without a tenant_id (SMS codes are asked for before any sign-in; a WeChat
-- binding belongs to the user, not to a space): granted to the application role by name, as
-- 0003 does for file_conversions. tenant_settings and third_configs are walled by tenant-walls.ts.
GRANT SELECT, INSERT, UPDATE, DELETE ON sms_codes TO app_user;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON user_wechat_bindings TO app_user;
