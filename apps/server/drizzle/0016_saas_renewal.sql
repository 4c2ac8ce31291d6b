CREATE TABLE "equipment_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"unit" varchar(8) DEFAULT '台' NOT NULL,
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
CREATE TABLE "renewal_equipment_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"renewal_id" uuid NOT NULL,
	"equipment_model" varchar(64) NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"serial_nos" text[] DEFAULT '{}' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_service_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"renewal_id" uuid NOT NULL,
	"feature_id" uuid NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"months" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_renewals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"renewal_no" varchar(32) NOT NULL,
	"tenant_id" uuid NOT NULL,
	"edition_id" uuid,
	"period_months" integer DEFAULT 0 NOT NULL,
	"seats" integer DEFAULT 0 NOT NULL,
	"storage_gb" integer DEFAULT 0 NOT NULL,
	"concurrent" integer DEFAULT 0 NOT NULL,
	"nest_quota" integer DEFAULT 0 NOT NULL,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"discount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"payable" numeric(12, 2) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"order_id" uuid,
	"salesman_id" uuid,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"complete_time" timestamp with time zone,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "tenant_renewals_renewal_no_unique" UNIQUE("renewal_no")
);
--> statement-breakpoint
-- The platform's starting equipment price list; operators change it on the renewal page.
INSERT INTO "equipment_prices" ("model", "name", "unit_price", "unit", "sort") VALUES
	('IPC-15', '工位机（15寸触摸一体机）', 3800.00, '台', 1),
	('PDA-C6', '手持PDA扫码终端', 1600.00, '台', 2),
	('LBL-T4', '条码标签打印机', 1200.00, '台', 3),
	('CAM-4G', '车间监控摄像头', 450.00, '台', 4);
