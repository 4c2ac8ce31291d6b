CREATE TABLE "label_progress" (
	"tenant_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"pieces" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "label_progress_tenant_id_project_id_batch_id_process_id_product_id_pk" PRIMARY KEY("tenant_id","project_id","batch_id","process_id","product_id")
);
--> statement-breakpoint
SELECT app_enable_tenant_rls('label_progress');--> statement-breakpoint
-- a label log counts when it is no rework, not deleted and not rejected (audit state 4)
CREATE FUNCTION label_progress_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND NOT OLD.is_rework AND NOT OLD.is_deleted AND OLD.audit_state <> 4 THEN
    UPDATE label_progress SET pieces = pieces - OLD.qty
    WHERE tenant_id = OLD.tenant_id AND project_id = OLD.project_id AND batch_id = OLD.batch_id AND process_id = OLD.process_id AND product_id = OLD.product_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NOT NEW.is_rework AND NOT NEW.is_deleted AND NEW.audit_state <> 4 THEN
    INSERT INTO label_progress (tenant_id, project_id, batch_id, process_id, product_id, pieces)
    VALUES (NEW.tenant_id, NEW.project_id, NEW.batch_id, NEW.process_id, NEW.product_id, NEW.qty)
    ON CONFLICT (tenant_id, project_id, batch_id, process_id, product_id) DO UPDATE SET pieces = label_progress.pieces + EXCLUDED.pieces;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER label_logs_progress AFTER INSERT OR DELETE OR UPDATE OF qty, is_rework, is_deleted, audit_state, project_id, batch_id, process_id, product_id
ON label_logs FOR EACH ROW EXECUTE FUNCTION label_progress_apply();--> statement-breakpoint
INSERT INTO label_progress (tenant_id, project_id, batch_id, process_id, product_id, pieces)
SELECT tenant_id, project_id, batch_id, process_id, product_id, sum(qty)::int FROM label_logs
WHERE NOT is_rework AND NOT is_deleted AND audit_state <> 4
GROUP BY tenant_id, project_id, batch_id, process_id, product_id;
