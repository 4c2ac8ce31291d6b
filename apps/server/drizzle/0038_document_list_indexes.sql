DROP INDEX "equipment_maintenances_list_idx";--> statement-breakpoint
DROP INDEX "production_plans_list_idx";--> statement-breakpoint
DROP INDEX "plate_purchase_orders_list_idx";--> statement-breakpoint
DROP INDEX "plate_requisitions_list_idx";--> statement-breakpoint
DROP INDEX "plate_purchase_tasks_list_idx";--> statement-breakpoint
DROP INDEX "sales_contracts_list_idx";--> statement-breakpoint
DROP INDEX "sales_delivery_orders_list_idx";--> statement-breakpoint
DROP INDEX "sales_project_orders_list_idx";--> statement-breakpoint
DROP INDEX "sales_return_orders_list_idx";--> statement-breakpoint
DROP INDEX "plate_qc_orders_list_idx";--> statement-breakpoint
DROP INDEX "plate_stock_ins_list_idx";--> statement-breakpoint
DROP INDEX "plate_stock_outs_list_idx";--> statement-breakpoint
DROP INDEX "outsource_acceptances_list_idx";--> statement-breakpoint
DROP INDEX "outsource_backs_list_idx";--> statement-breakpoint
DROP INDEX "outsource_outs_list_idx";--> statement-breakpoint
DROP INDEX "change_orders_list_idx";--> statement-breakpoint
DROP INDEX "qc_orders_list_idx";--> statement-breakpoint
DROP INDEX "rework_orders_list_idx";--> statement-breakpoint
DROP INDEX "product_packs_list_idx";--> statement-breakpoint
DROP INDEX "product_stock_ins_list_idx";--> statement-breakpoint
DROP INDEX "product_stock_outs_list_idx";--> statement-breakpoint
CREATE INDEX "equipment_maintenances_recent_idx" ON "equipment_maintenances" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "equipment_maintenances"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_maintenances_equipment_id_idx" ON "equipment_maintenances" USING btree ("tenant_id","factory_id","equipment_id") WHERE not "equipment_maintenances"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_maintenances_type_idx" ON "equipment_maintenances" USING btree ("tenant_id","factory_id","type") WHERE not "equipment_maintenances"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_maintenances_plan_date_sort_idx" ON "equipment_maintenances" USING btree ("tenant_id","factory_id","plan_date","id") WHERE not "equipment_maintenances"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_maintenances_doc_no_sort_idx" ON "equipment_maintenances" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "equipment_maintenances"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_maintenances_doc_no_trgm_idx" ON "equipment_maintenances" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "equipment_maintenances_status_sort_idx" ON "equipment_maintenances" USING btree ("tenant_id","factory_id","status","id") WHERE not "equipment_maintenances"."is_deleted";--> statement-breakpoint
CREATE INDEX "production_plans_recent_idx" ON "production_plans" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "production_plans"."is_deleted";--> statement-breakpoint
CREATE INDEX "production_plans_equipment_id_idx" ON "production_plans" USING btree ("tenant_id","factory_id","equipment_id") WHERE not "production_plans"."is_deleted";--> statement-breakpoint
CREATE INDEX "production_plans_plan_start_sort_idx" ON "production_plans" USING btree ("tenant_id","factory_id","plan_start","id") WHERE not "production_plans"."is_deleted";--> statement-breakpoint
CREATE INDEX "production_plans_remark_trgm_idx" ON "production_plans" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "production_plans_doc_no_sort_idx" ON "production_plans" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "production_plans"."is_deleted";--> statement-breakpoint
CREATE INDEX "production_plans_doc_no_trgm_idx" ON "production_plans" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "production_plans_status_sort_idx" ON "production_plans" USING btree ("tenant_id","factory_id","status","id") WHERE not "production_plans"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_purchase_orders_recent_idx" ON "plate_purchase_orders" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "plate_purchase_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_purchase_orders_supplier_id_idx" ON "plate_purchase_orders" USING btree ("tenant_id","factory_id","supplier_id") WHERE not "plate_purchase_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_purchase_orders_doc_date_sort_idx" ON "plate_purchase_orders" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "plate_purchase_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_purchase_orders_remark_trgm_idx" ON "plate_purchase_orders" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plate_purchase_orders_doc_no_sort_idx" ON "plate_purchase_orders" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "plate_purchase_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_purchase_orders_doc_no_trgm_idx" ON "plate_purchase_orders" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plate_purchase_orders_status_sort_idx" ON "plate_purchase_orders" USING btree ("tenant_id","factory_id","status","id") WHERE not "plate_purchase_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_requisitions_recent_idx" ON "plate_requisitions" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "plate_requisitions"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_requisitions_doc_date_sort_idx" ON "plate_requisitions" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "plate_requisitions"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_requisitions_remark_trgm_idx" ON "plate_requisitions" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plate_requisitions_doc_no_sort_idx" ON "plate_requisitions" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "plate_requisitions"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_requisitions_doc_no_trgm_idx" ON "plate_requisitions" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plate_requisitions_status_sort_idx" ON "plate_requisitions" USING btree ("tenant_id","factory_id","status","id") WHERE not "plate_requisitions"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_purchase_tasks_recent_idx" ON "plate_purchase_tasks" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "plate_purchase_tasks"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_purchase_tasks_doc_date_sort_idx" ON "plate_purchase_tasks" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "plate_purchase_tasks"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_purchase_tasks_purchase_mode_idx" ON "plate_purchase_tasks" USING btree ("tenant_id","factory_id","purchase_mode") WHERE not "plate_purchase_tasks"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_purchase_tasks_remark_trgm_idx" ON "plate_purchase_tasks" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plate_purchase_tasks_doc_no_sort_idx" ON "plate_purchase_tasks" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "plate_purchase_tasks"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_purchase_tasks_doc_no_trgm_idx" ON "plate_purchase_tasks" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plate_purchase_tasks_status_sort_idx" ON "plate_purchase_tasks" USING btree ("tenant_id","factory_id","status","id") WHERE not "plate_purchase_tasks"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_contracts_recent_idx" ON "sales_contracts" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "sales_contracts"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_contracts_name_trgm_idx" ON "sales_contracts" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_contracts_demander_id_idx" ON "sales_contracts" USING btree ("tenant_id","factory_id","demander_id") WHERE not "sales_contracts"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_contracts_sign_date_sort_idx" ON "sales_contracts" USING btree ("tenant_id","factory_id","sign_date","id") WHERE not "sales_contracts"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_contracts_remark_trgm_idx" ON "sales_contracts" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_contracts_doc_no_sort_idx" ON "sales_contracts" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "sales_contracts"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_contracts_doc_no_trgm_idx" ON "sales_contracts" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_contracts_status_sort_idx" ON "sales_contracts" USING btree ("tenant_id","factory_id","status","id") WHERE not "sales_contracts"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_delivery_orders_recent_idx" ON "sales_delivery_orders" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "sales_delivery_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_delivery_orders_project_order_id_idx" ON "sales_delivery_orders" USING btree ("tenant_id","factory_id","project_order_id") WHERE not "sales_delivery_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_delivery_orders_doc_date_sort_idx" ON "sales_delivery_orders" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "sales_delivery_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_delivery_orders_remark_trgm_idx" ON "sales_delivery_orders" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_delivery_orders_doc_no_sort_idx" ON "sales_delivery_orders" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "sales_delivery_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_delivery_orders_doc_no_trgm_idx" ON "sales_delivery_orders" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_delivery_orders_status_sort_idx" ON "sales_delivery_orders" USING btree ("tenant_id","factory_id","status","id") WHERE not "sales_delivery_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_project_orders_recent_idx" ON "sales_project_orders" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "sales_project_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_project_orders_contract_id_idx" ON "sales_project_orders" USING btree ("tenant_id","factory_id","contract_id") WHERE not "sales_project_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_project_orders_project_id_idx" ON "sales_project_orders" USING btree ("tenant_id","factory_id","project_id") WHERE not "sales_project_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_project_orders_doc_date_sort_idx" ON "sales_project_orders" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "sales_project_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_project_orders_remark_trgm_idx" ON "sales_project_orders" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_project_orders_doc_no_sort_idx" ON "sales_project_orders" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "sales_project_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_project_orders_doc_no_trgm_idx" ON "sales_project_orders" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_project_orders_status_sort_idx" ON "sales_project_orders" USING btree ("tenant_id","factory_id","status","id") WHERE not "sales_project_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_return_orders_recent_idx" ON "sales_return_orders" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "sales_return_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_return_orders_delivery_order_id_idx" ON "sales_return_orders" USING btree ("tenant_id","factory_id","delivery_order_id") WHERE not "sales_return_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_return_orders_doc_date_sort_idx" ON "sales_return_orders" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "sales_return_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_return_orders_reason_type_idx" ON "sales_return_orders" USING btree ("tenant_id","factory_id","reason_type") WHERE not "sales_return_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_return_orders_responsible_party_idx" ON "sales_return_orders" USING btree ("tenant_id","factory_id","responsible_party") WHERE not "sales_return_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_return_orders_remark_trgm_idx" ON "sales_return_orders" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_return_orders_doc_no_sort_idx" ON "sales_return_orders" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "sales_return_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "sales_return_orders_doc_no_trgm_idx" ON "sales_return_orders" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sales_return_orders_status_sort_idx" ON "sales_return_orders" USING btree ("tenant_id","factory_id","status","id") WHERE not "sales_return_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_qc_orders_recent_idx" ON "plate_qc_orders" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "plate_qc_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_qc_orders_doc_date_sort_idx" ON "plate_qc_orders" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "plate_qc_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_qc_orders_remark_trgm_idx" ON "plate_qc_orders" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plate_qc_orders_doc_no_sort_idx" ON "plate_qc_orders" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "plate_qc_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_qc_orders_doc_no_trgm_idx" ON "plate_qc_orders" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plate_qc_orders_status_sort_idx" ON "plate_qc_orders" USING btree ("tenant_id","factory_id","status","id") WHERE not "plate_qc_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_stock_ins_recent_idx" ON "plate_stock_ins" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "plate_stock_ins"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_stock_ins_warehouse_id_idx" ON "plate_stock_ins" USING btree ("tenant_id","factory_id","warehouse_id") WHERE not "plate_stock_ins"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_stock_ins_supplier_id_idx" ON "plate_stock_ins" USING btree ("tenant_id","factory_id","supplier_id") WHERE not "plate_stock_ins"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_stock_ins_doc_date_sort_idx" ON "plate_stock_ins" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "plate_stock_ins"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_stock_ins_remark_trgm_idx" ON "plate_stock_ins" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plate_stock_ins_doc_no_sort_idx" ON "plate_stock_ins" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "plate_stock_ins"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_stock_ins_doc_no_trgm_idx" ON "plate_stock_ins" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plate_stock_ins_status_sort_idx" ON "plate_stock_ins" USING btree ("tenant_id","factory_id","status","id") WHERE not "plate_stock_ins"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_stock_outs_recent_idx" ON "plate_stock_outs" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "plate_stock_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_stock_outs_warehouse_id_idx" ON "plate_stock_outs" USING btree ("tenant_id","factory_id","warehouse_id") WHERE not "plate_stock_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_stock_outs_purpose_idx" ON "plate_stock_outs" USING btree ("tenant_id","factory_id","purpose") WHERE not "plate_stock_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_stock_outs_doc_date_sort_idx" ON "plate_stock_outs" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "plate_stock_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_stock_outs_remark_trgm_idx" ON "plate_stock_outs" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plate_stock_outs_doc_no_sort_idx" ON "plate_stock_outs" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "plate_stock_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_stock_outs_doc_no_trgm_idx" ON "plate_stock_outs" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plate_stock_outs_status_sort_idx" ON "plate_stock_outs" USING btree ("tenant_id","factory_id","status","id") WHERE not "plate_stock_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "outsource_acceptances_recent_idx" ON "outsource_acceptances" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "outsource_acceptances"."is_deleted";--> statement-breakpoint
CREATE INDEX "outsource_acceptances_supplier_id_idx" ON "outsource_acceptances" USING btree ("tenant_id","factory_id","supplier_id") WHERE not "outsource_acceptances"."is_deleted";--> statement-breakpoint
CREATE INDEX "outsource_acceptances_doc_date_sort_idx" ON "outsource_acceptances" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "outsource_acceptances"."is_deleted";--> statement-breakpoint
CREATE INDEX "outsource_acceptances_remark_trgm_idx" ON "outsource_acceptances" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "outsource_acceptances_doc_no_sort_idx" ON "outsource_acceptances" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "outsource_acceptances"."is_deleted";--> statement-breakpoint
CREATE INDEX "outsource_acceptances_doc_no_trgm_idx" ON "outsource_acceptances" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "outsource_acceptances_status_sort_idx" ON "outsource_acceptances" USING btree ("tenant_id","factory_id","status","id") WHERE not "outsource_acceptances"."is_deleted";--> statement-breakpoint
CREATE INDEX "outsource_backs_recent_idx" ON "outsource_backs" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "outsource_backs"."is_deleted";--> statement-breakpoint
CREATE INDEX "outsource_backs_doc_date_sort_idx" ON "outsource_backs" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "outsource_backs"."is_deleted";--> statement-breakpoint
CREATE INDEX "outsource_backs_remark_trgm_idx" ON "outsource_backs" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "outsource_backs_doc_no_sort_idx" ON "outsource_backs" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "outsource_backs"."is_deleted";--> statement-breakpoint
CREATE INDEX "outsource_backs_doc_no_trgm_idx" ON "outsource_backs" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "outsource_backs_status_sort_idx" ON "outsource_backs" USING btree ("tenant_id","factory_id","status","id") WHERE not "outsource_backs"."is_deleted";--> statement-breakpoint
CREATE INDEX "outsource_outs_recent_idx" ON "outsource_outs" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "outsource_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "outsource_outs_supplier_id_idx" ON "outsource_outs" USING btree ("tenant_id","factory_id","supplier_id") WHERE not "outsource_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "outsource_outs_doc_date_sort_idx" ON "outsource_outs" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "outsource_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "outsource_outs_remark_trgm_idx" ON "outsource_outs" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "outsource_outs_doc_no_sort_idx" ON "outsource_outs" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "outsource_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "outsource_outs_doc_no_trgm_idx" ON "outsource_outs" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "outsource_outs_status_sort_idx" ON "outsource_outs" USING btree ("tenant_id","factory_id","status","id") WHERE not "outsource_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "change_orders_recent_idx" ON "change_orders" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "change_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "change_orders_change_order_type_id_idx" ON "change_orders" USING btree ("tenant_id","factory_id","change_order_type_id") WHERE not "change_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "change_orders_doc_date_sort_idx" ON "change_orders" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "change_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "change_orders_description_trgm_idx" ON "change_orders" USING gin ("description" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "change_orders_doc_no_sort_idx" ON "change_orders" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "change_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "change_orders_doc_no_trgm_idx" ON "change_orders" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "change_orders_status_sort_idx" ON "change_orders" USING btree ("tenant_id","factory_id","status","id") WHERE not "change_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "qc_orders_recent_idx" ON "qc_orders" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "qc_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "qc_orders_qc_type_idx" ON "qc_orders" USING btree ("tenant_id","factory_id","qc_type") WHERE not "qc_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "qc_orders_doc_date_sort_idx" ON "qc_orders" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "qc_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "qc_orders_doc_no_sort_idx" ON "qc_orders" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "qc_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "qc_orders_doc_no_trgm_idx" ON "qc_orders" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "qc_orders_status_sort_idx" ON "qc_orders" USING btree ("tenant_id","factory_id","status","id") WHERE not "qc_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "rework_orders_recent_idx" ON "rework_orders" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "rework_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "rework_orders_doc_date_sort_idx" ON "rework_orders" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "rework_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "rework_orders_doc_no_sort_idx" ON "rework_orders" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "rework_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "rework_orders_doc_no_trgm_idx" ON "rework_orders" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "rework_orders_status_sort_idx" ON "rework_orders" USING btree ("tenant_id","factory_id","status","id") WHERE not "rework_orders"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_packs_recent_idx" ON "product_packs" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "product_packs"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_packs_project_id_idx" ON "product_packs" USING btree ("tenant_id","factory_id","project_id") WHERE not "product_packs"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_packs_doc_date_sort_idx" ON "product_packs" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "product_packs"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_packs_remark_trgm_idx" ON "product_packs" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_packs_doc_no_sort_idx" ON "product_packs" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "product_packs"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_packs_doc_no_trgm_idx" ON "product_packs" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_packs_status_sort_idx" ON "product_packs" USING btree ("tenant_id","factory_id","status","id") WHERE not "product_packs"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_stock_ins_recent_idx" ON "product_stock_ins" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "product_stock_ins"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_stock_ins_warehouse_id_idx" ON "product_stock_ins" USING btree ("tenant_id","factory_id","warehouse_id") WHERE not "product_stock_ins"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_stock_ins_doc_date_sort_idx" ON "product_stock_ins" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "product_stock_ins"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_stock_ins_source_idx" ON "product_stock_ins" USING btree ("tenant_id","factory_id","source") WHERE not "product_stock_ins"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_stock_ins_remark_trgm_idx" ON "product_stock_ins" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_stock_ins_doc_no_sort_idx" ON "product_stock_ins" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "product_stock_ins"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_stock_ins_doc_no_trgm_idx" ON "product_stock_ins" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_stock_ins_status_sort_idx" ON "product_stock_ins" USING btree ("tenant_id","factory_id","status","id") WHERE not "product_stock_ins"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_stock_outs_recent_idx" ON "product_stock_outs" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "product_stock_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_stock_outs_warehouse_id_idx" ON "product_stock_outs" USING btree ("tenant_id","factory_id","warehouse_id") WHERE not "product_stock_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_stock_outs_doc_date_sort_idx" ON "product_stock_outs" USING btree ("tenant_id","factory_id","doc_date","id") WHERE not "product_stock_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_stock_outs_purpose_idx" ON "product_stock_outs" USING btree ("tenant_id","factory_id","purpose") WHERE not "product_stock_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_stock_outs_remark_trgm_idx" ON "product_stock_outs" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_stock_outs_doc_no_sort_idx" ON "product_stock_outs" USING btree ("tenant_id","factory_id","doc_no","id") WHERE not "product_stock_outs"."is_deleted";--> statement-breakpoint
CREATE INDEX "product_stock_outs_doc_no_trgm_idx" ON "product_stock_outs" USING gin ("doc_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "product_stock_outs_status_sort_idx" ON "product_stock_outs" USING btree ("tenant_id","factory_id","status","id") WHERE not "product_stock_outs"."is_deleted";