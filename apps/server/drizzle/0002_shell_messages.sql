CREATE TABLE "change_messages" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"change_order_id" uuid NOT NULL,
	"order_status" integer DEFAULT 2 NOT NULL,
	"project_name" varchar(100) NOT NULL,
	"project_batch" varchar(100) DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"read_time" timestamp with time zone,
	CONSTRAINT "change_messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "file_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"file_id" uuid,
	"file_name" varchar(255) NOT NULL,
	"file_type" varchar(16) NOT NULL,
	"server_ip" varchar(64) NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finish_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "change_messages_user_idx" ON "change_messages" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "file_conversions_state_idx" ON "file_conversions" USING btree ("state");