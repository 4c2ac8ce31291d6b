ALTER TABLE "warehouses" ADD COLUMN "allow_negative" boolean;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD COLUMN "ref_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD COLUMN "sub_ref_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD COLUMN "item_label" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_balances" ADD COLUMN "unit" varchar(8) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD COLUMN "ref_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD COLUMN "sub_ref_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_moves" ADD COLUMN "item_label" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_balances_ref_idx" ON "stock_balances" USING btree ("tenant_id","item_kind","ref_id");--> statement-breakpoint
-- Plate rows posted before item kinds: their unit and how they read.
UPDATE "stock_balances" SET "unit" = '张', "item_label" = trim_scale("thickness")::text || '×' || trim_scale("width")::text || '×' || trim_scale("length")::text || CASE WHEN "is_remnant" THEN '（余料）' ELSE '' END WHERE "item_kind" = 'plate';--> statement-breakpoint
UPDATE "stock_moves" SET "item_label" = trim_scale("thickness")::text || '×' || trim_scale("width")::text || '×' || trim_scale("length")::text || CASE WHEN "is_remnant" THEN '（余料）' ELSE '' END WHERE "item_kind" = 'plate';
