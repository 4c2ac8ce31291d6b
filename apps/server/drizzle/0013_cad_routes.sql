CREATE TABLE "cad_project_paint_settings" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"color_code" varchar(50) NOT NULL,
	"color_card_id" uuid,
	"paint_structure_id" uuid,
	"paint_supplier_id" uuid,
	"remark" varchar(200),
	"last_modification_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modifier_id" uuid,
	CONSTRAINT "cad_project_paint_settings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cad_project_processes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"batch_id" uuid,
	"process_id" uuid,
	"process_name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_time" timestamp with time zone,
	"remark" varchar(200),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "cad_project_processes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cad_project_relations" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"related_project_id" uuid NOT NULL,
	"relation_type" integer DEFAULT 1 NOT NULL,
	"remark" varchar(200),
	"creator_id" uuid,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cad_project_relations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "cad_project_files" ADD COLUMN "convert_token" uuid;--> statement-breakpoint
ALTER TABLE "cad_project_files" ADD COLUMN "convert_heartbeat" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "cad_project_paint_settings_colour_uq" ON "cad_project_paint_settings" USING btree ("tenant_id","project_id","color_code");--> statement-breakpoint
CREATE INDEX "cad_project_processes_project_idx" ON "cad_project_processes" USING btree ("tenant_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cad_project_relations_pair_uq" ON "cad_project_relations" USING btree ("tenant_id","project_id","related_project_id");--> statement-breakpoint
CREATE INDEX "cad_project_files_state_idx" ON "cad_project_files" USING btree ("convert_state");