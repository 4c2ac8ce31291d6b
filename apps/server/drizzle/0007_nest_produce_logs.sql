CREATE TABLE "nest_produce_logs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"result_id" uuid NOT NULL,
	"layout_no" integer NOT NULL,
	"qty" integer NOT NULL,
	"user_id" uuid,
	"user_name" varchar(64),
	"remark" varchar(200),
	"time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nest_produce_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "nest_produce_logs_result_idx" ON "nest_produce_logs" USING btree ("tenant_id","result_id");