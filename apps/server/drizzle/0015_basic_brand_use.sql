CREATE TABLE "brand_uses" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"brand_name" varchar(32) NOT NULL,
	"owner_tenant_id" uuid NOT NULL,
	"requester_name" varchar(64) NOT NULL,
	"remark" varchar(200),
	"status" integer DEFAULT 1 NOT NULL,
	"audit_opinion" varchar(200),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"decision_time" timestamp with time zone,
	"decider_id" uuid,
	CONSTRAINT "brand_uses_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "craftsmanship_items" ADD COLUMN "process_ids" varchar(1000);--> statement-breakpoint
ALTER TABLE "demanders" ADD COLUMN "salesman_id" uuid;--> statement-breakpoint
ALTER TABLE "install_structures" ADD COLUMN "process_ids" varchar(1000);--> statement-breakpoint
ALTER TABLE "structure_items" ADD COLUMN "default_process_ids" varchar(1000);--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "linked_tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "keeper_id" uuid;--> statement-breakpoint
CREATE INDEX "brand_uses_owner_idx" ON "brand_uses" USING btree ("owner_tenant_id","status");--> statement-breakpoint
-- Brand use requests are walled by the requester (tenant_id) like every tenant table; the owner of
-- the brand also reads them and records its decision (owner_tenant_id). No INSERT or DELETE for the
-- owner: only the requester creates a request.
SELECT app_enable_tenant_rls('brand_uses');
--> statement-breakpoint
CREATE POLICY owner_read ON brand_uses FOR SELECT USING (owner_tenant_id = app_current_tenant());
--> statement-breakpoint
CREATE POLICY owner_decide ON brand_uses FOR UPDATE USING (owner_tenant_id = app_current_tenant()) WITH CHECK (owner_tenant_id = app_current_tenant());
--> statement-breakpoint
-- A brand name is held by one tenant at a time (applying or approved), across the platform.
CREATE UNIQUE INDEX brands_held_name_uq ON brands (lower(name)) WHERE is_deleted = false AND status IN (1, 2);
