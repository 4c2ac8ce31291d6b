CREATE TABLE "client_capacities" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"date" date,
	"equipment_id" uuid,
	"process_id" uuid,
	"qty" integer,
	"area" numeric(18, 2),
	"work_minutes" integer,
	"employees" integer,
	"remark" varchar(200),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "client_capacities_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(64),
	"code" varchar(32),
	"equipment_type" integer,
	"equipment_group_id" uuid,
	"factory_id" uuid,
	"source" integer,
	"serial_no" varchar(64),
	"brand" varchar(32),
	"model" varchar(64),
	"purchase_date" date,
	"use_date" date,
	"process_ids" varchar(1000),
	"feature_ids" varchar(1000),
	"responsible_id" uuid,
	"location" varchar(64),
	"maintenance_cycle_days" integer,
	"last_maintenance_date" date,
	"next_maintenance_date" date,
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
	CONSTRAINT "equipment_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "equipment_features" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(32),
	"code" varchar(32),
	"permission_name" varchar(128),
	"sort" integer,
	"enabled" boolean,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "equipment_features_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "equipment_groups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(32),
	"parent_id" uuid,
	"sort" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "equipment_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "equipment_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid,
	"equipment_id" uuid NOT NULL,
	"feature_code" varchar(32) NOT NULL,
	"action" varchar(64) NOT NULL,
	"process_id" uuid,
	"employee_id" uuid,
	"qty" integer DEFAULT 0 NOT NULL,
	"result" varchar(16) DEFAULT 'ok' NOT NULL,
	"message" varchar(500),
	"duration_ms" integer,
	"payload" jsonb,
	"is_retroactive" boolean DEFAULT false NOT NULL,
	"audit_state" integer,
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	CONSTRAINT "equipment_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "equipment_maintenance_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"item_name" varchar(64),
	"spec" varchar(64),
	"qty" numeric(18, 2),
	"unit_cost" numeric(18, 2),
	"amount" numeric(18, 2),
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "equipment_maintenance_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "equipment_maintenances" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"equipment_id" uuid,
	"type" integer,
	"plan_date" date,
	"done_date" date,
	"technician_id" uuid,
	"downtime_hours" numeric(18, 1),
	"cost" numeric(18, 2),
	"content" text,
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
	CONSTRAINT "equipment_maintenances_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "process_groups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(32),
	"parent_id" uuid,
	"sort" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "process_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "processes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(32),
	"code" varchar(32),
	"process_group_id" uuid,
	"kind" integer,
	"sort" integer,
	"is_qc" boolean,
	"must_follow_previous" boolean,
	"report_mode" integer,
	"in_daily_report" boolean,
	"performance_field" integer,
	"unit_price" numeric(18, 4),
	"rework_rate_factor" numeric(18, 2),
	"daily_capacity" numeric(18, 2),
	"capacity_unit" integer,
	"shifts" integer,
	"headcount" integer,
	"allow_outsource" boolean,
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
	CONSTRAINT "processes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "production_plan_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"doc_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"batch_id" uuid,
	"batch_no" varchar(32),
	"planned_qty" integer,
	"planned_area" numeric(18, 2),
	"source_type" varchar(40),
	"source_id" uuid,
	"source_line_id" uuid,
	CONSTRAINT "production_plan_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "production_plans" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"doc_no" varchar(40) NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"project_id" uuid,
	"project_name" varchar(100),
	"equipment_id" uuid,
	"process_ids" varchar(1000),
	"plan_start" date,
	"plan_end" date,
	"sort" integer,
	"planned_qty" integer,
	"planned_area" numeric(18, 2),
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
	CONSTRAINT "production_plans_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "priority_process_costs" ADD COLUMN "process_id" uuid;--> statement-breakpoint
-- Data: the process table replaces typed process names. Every name a route step or a priority
-- process cost holds becomes a process of its tenant (unless one of that name exists), with a kind
-- guessed from the name and the order of the routes they stood on; the references are rewritten to
-- the process rows.
INSERT INTO "processes" ("tenant_id", "name", "kind", "sort", "is_qc", "must_follow_previous", "report_mode", "in_daily_report", "performance_field", "unit_price", "rework_rate_factor", "capacity_unit", "shifts", "allow_outsource", "enabled")
SELECT n.tenant_id, n.name,
  CASE WHEN n.name LIKE '%质检%' THEN 6 WHEN n.name LIKE '%包装%' THEN 7 WHEN n.name LIKE '%喷%' THEN 5
       WHEN n.name ~ '(切割|下料|冲)' THEN 1 WHEN n.name LIKE '%折弯%' THEN 2 WHEN n.name LIKE '%焊%' THEN 3
       WHEN n.name ~ '(打磨|抛光)' THEN 4 ELSE 8 END,
  (row_number() OVER (PARTITION BY n.tenant_id ORDER BY n.first_seen, n.name))::int * 10,
  n.name LIKE '%质检%', false, 1, true, 1, 0, 0, 2, 1, false, true
FROM (
  SELECT tenant_id, left(btrim(name), 32) AS name, min(seen) AS first_seen FROM (
    SELECT tenant_id, process_name AS name, sort AS seen FROM "cad_project_processes" WHERE NOT is_deleted
    UNION ALL
    SELECT tenant_id, process_name AS name, 1000000 AS seen FROM "priority_process_costs" WHERE NOT is_deleted
  ) used WHERE btrim(name) <> '' GROUP BY tenant_id, left(btrim(name), 32)
) n
WHERE NOT EXISTS (SELECT 1 FROM "processes" p WHERE p.tenant_id = n.tenant_id AND p.name = n.name AND NOT p.is_deleted);--> statement-breakpoint
UPDATE "cad_project_processes" s SET "process_id" = p.id
FROM "processes" p
WHERE p.tenant_id = s.tenant_id AND p.name = left(btrim(s.process_name), 32) AND NOT p.is_deleted
  AND (s.process_id IS NULL OR NOT EXISTS (SELECT 1 FROM "processes" q WHERE q.tenant_id = s.tenant_id AND q.id = s.process_id));--> statement-breakpoint
-- deleted steps whose name was blank have nothing to point at: they go
DELETE FROM "cad_project_processes" WHERE "process_id" IS NULL;--> statement-breakpoint
UPDATE "priority_process_costs" c SET "process_id" = p.id
FROM "processes" p
WHERE p.tenant_id = c.tenant_id AND p.name = left(btrim(c.process_name), 32) AND NOT p.is_deleted;--> statement-breakpoint
ALTER TABLE "cad_project_processes" ALTER COLUMN "process_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "priority_process_costs" DROP COLUMN "process_name";--> statement-breakpoint
-- Basic data's process lists held ids checked for shape only, before any process existed: ids that
-- name no process of the row's tenant are dropped (nothing they could mean survives).
UPDATE "structure_items" t SET "default_process_ids" = (
  SELECT string_agg(lower(btrim(x.id)), ',' ORDER BY x.ord) FROM unnest(string_to_array(t.default_process_ids, ',')) WITH ORDINALITY AS x(id, ord)
  WHERE EXISTS (SELECT 1 FROM "processes" p WHERE p.tenant_id = t.tenant_id AND p.id::text = lower(btrim(x.id)) AND NOT p.is_deleted))
WHERE coalesce("default_process_ids", '') <> '';--> statement-breakpoint
UPDATE "craftsmanship_items" t SET "process_ids" = (
  SELECT string_agg(lower(btrim(x.id)), ',' ORDER BY x.ord) FROM unnest(string_to_array(t.process_ids, ',')) WITH ORDINALITY AS x(id, ord)
  WHERE EXISTS (SELECT 1 FROM "processes" p WHERE p.tenant_id = t.tenant_id AND p.id::text = lower(btrim(x.id)) AND NOT p.is_deleted))
WHERE coalesce("process_ids", '') <> '';--> statement-breakpoint
UPDATE "install_structures" t SET "process_ids" = (
  SELECT string_agg(lower(btrim(x.id)), ',' ORDER BY x.ord) FROM unnest(string_to_array(t.process_ids, ',')) WITH ORDINALITY AS x(id, ord)
  WHERE EXISTS (SELECT 1 FROM "processes" p WHERE p.tenant_id = t.tenant_id AND p.id::text = lower(btrim(x.id)) AND NOT p.is_deleted))
WHERE coalesce("process_ids", '') <> '';--> statement-breakpoint
CREATE INDEX "client_capacities_tenant_idx" ON "client_capacities" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "equipment_tenant_idx" ON "equipment" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "equipment_features_tenant_idx" ON "equipment_features" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "equipment_groups_tenant_idx" ON "equipment_groups" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "equipment_logs_time_idx" ON "equipment_logs" USING btree ("tenant_id","time");--> statement-breakpoint
CREATE INDEX "equipment_logs_equipment_idx" ON "equipment_logs" USING btree ("tenant_id","equipment_id","time");--> statement-breakpoint
CREATE INDEX "equipment_maintenance_lines_doc_idx" ON "equipment_maintenance_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "equipment_maintenance_lines_source_idx" ON "equipment_maintenance_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_maintenances_doc_no_uq" ON "equipment_maintenances" USING btree ("tenant_id","doc_no") WHERE not "equipment_maintenances"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_maintenances_list_idx" ON "equipment_maintenances" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
CREATE INDEX "process_groups_tenant_idx" ON "process_groups" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "processes_tenant_idx" ON "processes" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "production_plan_lines_doc_idx" ON "production_plan_lines" USING btree ("tenant_id","doc_id");--> statement-breakpoint
CREATE INDEX "production_plan_lines_source_idx" ON "production_plan_lines" USING btree ("tenant_id","source_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "production_plans_doc_no_uq" ON "production_plans" USING btree ("tenant_id","doc_no") WHERE not "production_plans"."is_deleted";--> statement-breakpoint
CREATE INDEX "production_plans_list_idx" ON "production_plans" USING btree ("tenant_id","is_deleted","creation_time");--> statement-breakpoint
CREATE INDEX "cad_project_processes_process_idx" ON "cad_project_processes" USING btree ("tenant_id","process_id");--> statement-breakpoint
-- Documents carry attachments (main, migration 0020): the two documents of this module too.
ALTER TABLE "equipment_maintenances" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "production_plans" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;
