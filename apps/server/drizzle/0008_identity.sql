CREATE TABLE "default_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(64) NOT NULL,
	"edition_types" integer[] DEFAULT '{}' NOT NULL,
	"data_permission" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
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
CREATE TABLE "employee_logins" (
	"tenant_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"login_provider" varchar(32) NOT NULL,
	"provider_key" varchar(128) NOT NULL,
	"provider_display_name" varchar(64),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_logins_tenant_id_employee_id_login_provider_pk" PRIMARY KEY("tenant_id","employee_id","login_provider")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"job_no" varchar(32),
	"name" varchar(64),
	"phone" varchar(20),
	"organization_unit_id" uuid,
	"position" varchar(64),
	"wage_type" integer,
	"base_salary" numeric(18, 2),
	"piece_rate_factor" numeric(18, 2),
	"ic_card_no" varchar(64),
	"id_card_no" varchar(32),
	"entry_date" date,
	"leave_date" date,
	"status" integer,
	"user_id" uuid,
	"enabled" boolean,
	"remark" varchar(200),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "employees_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "organization_unit_members" (
	"tenant_id" uuid NOT NULL,
	"organization_unit_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	CONSTRAINT "organization_unit_members_tenant_id_organization_unit_id_member_id_pk" PRIMARY KEY("tenant_id","organization_unit_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "organization_units" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"code" varchar(64) NOT NULL,
	"display_name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "organization_units_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "query_organization_units" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"module_name" varchar(64),
	"router_name" varchar(128),
	"query_user_title" varchar(64),
	"query_user_key" varchar(64),
	"organization_unit_id" uuid,
	"organization_unit_name" varchar(64),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "query_organization_units_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "default_role_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_logins_key_uq" ON "employee_logins" USING btree ("tenant_id","login_provider","provider_key");--> statement-breakpoint
CREATE INDEX "employees_tenant_idx" ON "employees" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "organization_units_parent_idx" ON "organization_units" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "query_organization_units_tenant_idx" ON "query_organization_units" USING btree ("tenant_id","is_deleted");