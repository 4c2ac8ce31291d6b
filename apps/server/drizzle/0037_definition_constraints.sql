-- Issue 23 item 4: the database enforces what a resource (and document) definition says. A required
-- field's column becomes NOT NULL (its default, if the definition has one, becomes the column's), and
-- each `unique` group becomes a unique index on the live rows of the space (and factory); an empty
-- member of a group counts as one value (coalesce), as the routes' check has it.
--
-- Rows written before this migration went through that check-then-insert, so the demo data needs
-- nothing below; but a row written by a module's own code, or two writers racing past the check, can
-- have left an empty required column or a repeated key, and then SET NOT NULL or CREATE UNIQUE INDEX
-- would refuse and the server would not start. So first, made from the definitions:
-- 1. an empty required column gets the definition's default, or '' for a string without one (the
--    form asks for it again at the next edit); a required id or number without a default stays as
--    it is: there is nothing honest to invent, and the migration stops on it;
-- 2. of live rows repeating a unique key, the oldest keeps its key and each later one gets "-2",
--    "-3"… appended to the group's free-text member (a name, a code), so nothing referring to it
--    breaks; a group with no free-text member (a plate size, a capacity, a numbering rule) repeats
--    only as an exact copy, and the later copies are soft-deleted.
UPDATE "employees" SET "job_no" = '' WHERE "job_no" IS NULL;
--> statement-breakpoint
UPDATE "employees" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "employees" SET "status" = 1 WHERE "status" IS NULL;
--> statement-breakpoint
UPDATE "employees" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "query_organization_units" SET "module_name" = '' WHERE "module_name" IS NULL;
--> statement-breakpoint
UPDATE "query_organization_units" SET "router_name" = '' WHERE "router_name" IS NULL;
--> statement-breakpoint
UPDATE "query_organization_units" SET "query_user_title" = '' WHERE "query_user_title" IS NULL;
--> statement-breakpoint
UPDATE "query_organization_units" SET "query_user_key" = '' WHERE "query_user_key" IS NULL;
--> statement-breakpoint
UPDATE "factories" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "factories" SET "code" = '' WHERE "code" IS NULL;
--> statement-breakpoint
UPDATE "material_textures" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "material_textures" SET "metal" = 1 WHERE "metal" IS NULL;
--> statement-breakpoint
UPDATE "material_textures" SET "density" = 2.71 WHERE "density" IS NULL;
--> statement-breakpoint
UPDATE "material_textures" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "plate_material_sizes" SET "length" = 0 WHERE "length" IS NULL;
--> statement-breakpoint
UPDATE "bend_coefficients" SET "k_factor" = 0.44 WHERE "k_factor" IS NULL;
--> statement-breakpoint
UPDATE "warehouses" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "warehouses" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "storage_positions" SET "code" = '' WHERE "code" IS NULL;
--> statement-breakpoint
UPDATE "storage_positions" SET "status" = 1 WHERE "status" IS NULL;
--> statement-breakpoint
UPDATE "suppliers" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "suppliers" SET "supplier_types" = '' WHERE "supplier_types" IS NULL;
--> statement-breakpoint
UPDATE "suppliers" SET "status" = 1 WHERE "status" IS NULL;
--> statement-breakpoint
UPDATE "demanders" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "demanders" SET "status" = 1 WHERE "status" IS NULL;
--> statement-breakpoint
UPDATE "plate_type_groups" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "plate_types" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "plate_types" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "structure_categories" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "structure_items" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "structure_items" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "craftsmanship_categories" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "craftsmanship_items" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "craftsmanship_items" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "install_structures" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "install_structures" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "pallets" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "pallets" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "accessory_types" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "accessories" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "accessories" SET "unit" = '个' WHERE "unit" IS NULL;
--> statement-breakpoint
UPDATE "accessories" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "accessory_skus" SET "sku_code" = '' WHERE "sku_code" IS NULL;
--> statement-breakpoint
UPDATE "accessory_skus" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "quotation_categories" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "quotation_items" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "quotation_items" SET "unit" = '㎡' WHERE "unit" IS NULL;
--> statement-breakpoint
UPDATE "quotation_items" SET "pricing_basis" = 1 WHERE "pricing_basis" IS NULL;
--> statement-breakpoint
UPDATE "quotation_groups" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "area_rules" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "area_rules" SET "basis" = 1 WHERE "basis" IS NULL;
--> statement-breakpoint
UPDATE "area_rules" SET "rounding_mode" = 1 WHERE "rounding_mode" IS NULL;
--> statement-breakpoint
UPDATE "area_rules" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "paint_structures" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "paint_structures" SET "paint_type" = 1 WHERE "paint_type" IS NULL;
--> statement-breakpoint
UPDATE "paint_structures" SET "coats" = 2 WHERE "coats" IS NULL;
--> statement-breakpoint
UPDATE "paint_structures" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "aluminum_markets" SET "metal" = 'A00铝' WHERE "metal" IS NULL;
--> statement-breakpoint
UPDATE "color_card_groups" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "color_cards" SET "code" = '' WHERE "code" IS NULL;
--> statement-breakpoint
UPDATE "color_cards" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "color_cards" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "brands" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "brands" SET "status" = 1 WHERE "status" IS NULL;
--> statement-breakpoint
UPDATE "wx_templates" SET "template_id" = '' WHERE "template_id" IS NULL;
--> statement-breakpoint
UPDATE "wx_templates" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "activity_price_rules" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "activity_price_rules" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "excel_templates" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "excel_templates" SET "business_type" = 8 WHERE "business_type" IS NULL;
--> statement-breakpoint
UPDATE "excel_templates" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "custom_order_codes" SET "serial_length" = 4 WHERE "serial_length" IS NULL;
--> statement-breakpoint
UPDATE "custom_order_codes" SET "serial_type" = 1 WHERE "serial_type" IS NULL;
--> statement-breakpoint
UPDATE "custom_order_codes" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "process_groups" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "processes" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "processes" SET "kind" = 8 WHERE "kind" IS NULL;
--> statement-breakpoint
UPDATE "processes" SET "report_mode" = 1 WHERE "report_mode" IS NULL;
--> statement-breakpoint
UPDATE "processes" SET "performance_field" = 1 WHERE "performance_field" IS NULL;
--> statement-breakpoint
UPDATE "processes" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "equipment_groups" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "equipment_features" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "equipment_features" SET "code" = '' WHERE "code" IS NULL;
--> statement-breakpoint
UPDATE "equipment_features" SET "enabled" = true WHERE "enabled" IS NULL;
--> statement-breakpoint
UPDATE "equipment" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "equipment" SET "code" = '' WHERE "code" IS NULL;
--> statement-breakpoint
UPDATE "equipment" SET "status" = 1 WHERE "status" IS NULL;
--> statement-breakpoint
UPDATE "client_capacities" SET "qty" = 0 WHERE "qty" IS NULL;
--> statement-breakpoint
UPDATE "change_order_types" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "change_order_types" SET "needs_renest" = false WHERE "needs_renest" IS NULL;
--> statement-breakpoint
UPDATE "change_order_types" SET "needs_approval" = true WHERE "needs_approval" IS NULL;
--> statement-breakpoint
UPDATE "sales_contract_configs" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "sales_contract_configs" SET "tax_rate" = 13 WHERE "tax_rate" IS NULL;
--> statement-breakpoint
UPDATE "sales_contract_configs" SET "settlement_basis" = 1 WHERE "settlement_basis" IS NULL;
--> statement-breakpoint
UPDATE "supplier_products" SET "material" = '' WHERE "material" IS NULL;
--> statement-breakpoint
UPDATE "supplier_product_skus" SET "surface" = '' WHERE "surface" IS NULL;
--> statement-breakpoint
UPDATE "supplier_product_skus" SET "price_unit" = 1 WHERE "price_unit" IS NULL;
--> statement-breakpoint
UPDATE "web_introductions" SET "title" = '' WHERE "title" IS NULL;
--> statement-breakpoint
UPDATE "web_introductions" SET "published" = false WHERE "published" IS NULL;
--> statement-breakpoint
UPDATE "web_monitors" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "web_monitors" SET "provider" = 'ys7' WHERE "provider" IS NULL;
--> statement-breakpoint
UPDATE "web_monitors" SET "device_serial" = '' WHERE "device_serial" IS NULL;
--> statement-breakpoint
UPDATE "web_monitors" SET "channel_no" = 1 WHERE "channel_no" IS NULL;
--> statement-breakpoint
UPDATE "web_monitors" SET "is_public" = false WHERE "is_public" IS NULL;
--> statement-breakpoint
UPDATE "web_monitors" SET "status" = 1 WHERE "status" IS NULL;
--> statement-breakpoint
UPDATE "web_small_programs" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "web_small_programs" SET "app_id" = '' WHERE "app_id" IS NULL;
--> statement-breakpoint
UPDATE "web_small_programs" SET "type" = 1 WHERE "type" IS NULL;
--> statement-breakpoint
UPDATE "web_small_programs" SET "status" = 1 WHERE "status" IS NULL;
--> statement-breakpoint
UPDATE "equipment_maintenances" SET "type" = 1 WHERE "type" IS NULL;
--> statement-breakpoint
UPDATE "equipment_maintenances" SET "content" = '' WHERE "content" IS NULL;
--> statement-breakpoint
UPDATE "equipment_maintenance_lines" SET "item_name" = '' WHERE "item_name" IS NULL;
--> statement-breakpoint
UPDATE "equipment_maintenance_lines" SET "qty" = 1 WHERE "qty" IS NULL;
--> statement-breakpoint
UPDATE "production_plans" SET "process_ids" = '' WHERE "process_ids" IS NULL;
--> statement-breakpoint
UPDATE "change_orders" SET "notify_user_ids" = '' WHERE "notify_user_ids" IS NULL;
--> statement-breakpoint
UPDATE "change_orders" SET "description" = '' WHERE "description" IS NULL;
--> statement-breakpoint
UPDATE "change_order_lines" SET "change_kind" = 1 WHERE "change_kind" IS NULL;
--> statement-breakpoint
UPDATE "qc_orders" SET "qc_type" = 1 WHERE "qc_type" IS NULL;
--> statement-breakpoint
UPDATE "qc_orders" SET "inspector_id" = '' WHERE "inspector_id" IS NULL;
--> statement-breakpoint
UPDATE "rework_order_lines" SET "rework_process_ids" = '' WHERE "rework_process_ids" IS NULL;
--> statement-breakpoint
UPDATE "plate_stock_in_lines" SET "position" = '' WHERE "position" IS NULL;
--> statement-breakpoint
UPDATE "plate_qc_order_lines" SET "result" = 1 WHERE "result" IS NULL;
--> statement-breakpoint
UPDATE "plate_stock_outs" SET "purpose" = 1 WHERE "purpose" IS NULL;
--> statement-breakpoint
UPDATE "plate_stock_out_lines" SET "position" = '' WHERE "position" IS NULL;
--> statement-breakpoint
UPDATE "product_pack_lines" SET "label_no" = '' WHERE "label_no" IS NULL;
--> statement-breakpoint
UPDATE "product_stock_ins" SET "source" = 1 WHERE "source" IS NULL;
--> statement-breakpoint
UPDATE "product_stock_in_lines" SET "position" = '' WHERE "position" IS NULL;
--> statement-breakpoint
UPDATE "product_stock_outs" SET "purpose" = 1 WHERE "purpose" IS NULL;
--> statement-breakpoint
UPDATE "sales_contracts" SET "name" = '' WHERE "name" IS NULL;
--> statement-breakpoint
UPDATE "sales_contracts" SET "settlement_basis" = 1 WHERE "settlement_basis" IS NULL;
--> statement-breakpoint
UPDATE "sales_return_order_lines" SET "label_no" = '' WHERE "label_no" IS NULL;
--> statement-breakpoint
UPDATE "outsource_outs" SET "process_ids" = '' WHERE "process_ids" IS NULL;
--> statement-breakpoint
UPDATE "outsource_outs" SET "price_basis" = 1 WHERE "price_basis" IS NULL;
--> statement-breakpoint
UPDATE "outsource_acceptances" SET "inspector_id" = '' WHERE "inspector_id" IS NULL;
--> statement-breakpoint
UPDATE "plate_purchase_tasks" SET "purchase_mode" = 1 WHERE "purchase_mode" IS NULL;
--> statement-breakpoint
UPDATE "plate_purchase_order_lines" SET "price_basis" = 1 WHERE "price_basis" IS NULL;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "job_no" ORDER BY creation_time, id) AS n FROM "employees" WHERE NOT is_deleted)
UPDATE "employees" t SET "job_no" = left(coalesce(t."job_no", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "router_name", "query_user_key" ORDER BY creation_time, id) AS n FROM "query_organization_units" WHERE NOT is_deleted)
UPDATE "query_organization_units" t SET "router_name" = left(coalesce(t."router_name", ''), 122) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "code" ORDER BY creation_time, id) AS n FROM "factories" WHERE NOT is_deleted)
UPDATE "factories" t SET "code" = left(coalesce(t."code", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "factories" WHERE NOT is_deleted)
UPDATE "factories" t SET "name" = left(coalesce(t."name", ''), 58) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "material_textures" WHERE NOT is_deleted)
UPDATE "material_textures" t SET "name" = left(coalesce(t."name", ''), 58) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "material_texture_id", "thickness", "width", "length" ORDER BY creation_time, id) AS n FROM "plate_material_sizes" WHERE NOT is_deleted)
UPDATE "plate_material_sizes" t SET is_deleted = true, deletion_time = now() FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "material_texture_id", "thickness", coalesce("inner_radius", 'NaN'::numeric) ORDER BY creation_time, id) AS n FROM "bend_coefficients" WHERE NOT is_deleted)
UPDATE "bend_coefficients" t SET is_deleted = true, deletion_time = now() FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, factory_id, "name" ORDER BY creation_time, id) AS n FROM "warehouses" WHERE NOT is_deleted)
UPDATE "warehouses" t SET "name" = left(coalesce(t."name", ''), 58) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, factory_id, "warehouse_id", "code" ORDER BY creation_time, id) AS n FROM "storage_positions" WHERE NOT is_deleted)
UPDATE "storage_positions" t SET "code" = left(coalesce(t."code", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "suppliers" WHERE NOT is_deleted)
UPDATE "suppliers" t SET "name" = left(coalesce(t."name", ''), 94) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "demanders" WHERE NOT is_deleted)
UPDATE "demanders" t SET "name" = left(coalesce(t."name", ''), 94) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid), "name" ORDER BY creation_time, id) AS n FROM "plate_type_groups" WHERE NOT is_deleted)
UPDATE "plate_type_groups" t SET "name" = left(coalesce(t."name", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "plate_types" WHERE NOT is_deleted)
UPDATE "plate_types" t SET "name" = left(coalesce(t."name", ''), 58) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "structure_categories" WHERE NOT is_deleted)
UPDATE "structure_categories" t SET "name" = left(coalesce(t."name", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "category_id", "name" ORDER BY creation_time, id) AS n FROM "structure_items" WHERE NOT is_deleted)
UPDATE "structure_items" t SET "name" = left(coalesce(t."name", ''), 58) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "craftsmanship_categories" WHERE NOT is_deleted)
UPDATE "craftsmanship_categories" t SET "name" = left(coalesce(t."name", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "category_id", "name" ORDER BY creation_time, id) AS n FROM "craftsmanship_items" WHERE NOT is_deleted)
UPDATE "craftsmanship_items" t SET "name" = left(coalesce(t."name", ''), 58) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "install_structures" WHERE NOT is_deleted)
UPDATE "install_structures" t SET "name" = left(coalesce(t."name", ''), 58) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "pallets" WHERE NOT is_deleted)
UPDATE "pallets" t SET "name" = left(coalesce(t."name", ''), 58) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid), "name" ORDER BY creation_time, id) AS n FROM "accessory_types" WHERE NOT is_deleted)
UPDATE "accessory_types" t SET "name" = left(coalesce(t."name", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name", coalesce("spec", '') ORDER BY creation_time, id) AS n FROM "accessories" WHERE NOT is_deleted)
UPDATE "accessories" t SET "name" = left(coalesce(t."name", ''), 58) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "sku_code" ORDER BY creation_time, id) AS n FROM "accessory_skus" WHERE NOT is_deleted)
UPDATE "accessory_skus" t SET "sku_code" = left(coalesce(t."sku_code", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "quotation_categories" WHERE NOT is_deleted)
UPDATE "quotation_categories" t SET "name" = left(coalesce(t."name", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "category_id", "name" ORDER BY creation_time, id) AS n FROM "quotation_items" WHERE NOT is_deleted)
UPDATE "quotation_items" t SET "name" = left(coalesce(t."name", ''), 58) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "quotation_groups" WHERE NOT is_deleted)
UPDATE "quotation_groups" t SET "name" = left(coalesce(t."name", ''), 94) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "area_rules" WHERE NOT is_deleted)
UPDATE "area_rules" t SET "name" = left(coalesce(t."name", ''), 58) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "paint_structures" WHERE NOT is_deleted)
UPDATE "paint_structures" t SET "name" = left(coalesce(t."name", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "source", "metal", "price_date" ORDER BY creation_time, id) AS n FROM "aluminum_markets" WHERE NOT is_deleted)
UPDATE "aluminum_markets" t SET is_deleted = true, deletion_time = now() FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid), "name" ORDER BY creation_time, id) AS n FROM "color_card_groups" WHERE NOT is_deleted)
UPDATE "color_card_groups" t SET "name" = left(coalesce(t."name", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "code" ORDER BY creation_time, id) AS n FROM "color_cards" WHERE NOT is_deleted)
UPDATE "color_cards" t SET "code" = left(coalesce(t."code", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "brands" WHERE NOT is_deleted)
UPDATE "brands" t SET "name" = left(coalesce(t."name", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "event" ORDER BY creation_time, id) AS n FROM "wx_templates" WHERE NOT is_deleted)
UPDATE "wx_templates" t SET is_deleted = true, deletion_time = now() FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "activity_price_rules" WHERE NOT is_deleted)
UPDATE "activity_price_rules" t SET "name" = left(coalesce(t."name", ''), 58) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "excel_templates" WHERE NOT is_deleted)
UPDATE "excel_templates" t SET "name" = left(coalesce(t."name", ''), 58) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "document_type" ORDER BY creation_time, id) AS n FROM "custom_order_codes" WHERE NOT is_deleted)
UPDATE "custom_order_codes" t SET is_deleted = true, deletion_time = now() FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid), "name" ORDER BY creation_time, id) AS n FROM "process_groups" WHERE NOT is_deleted)
UPDATE "process_groups" t SET "name" = left(coalesce(t."name", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "processes" WHERE NOT is_deleted)
UPDATE "processes" t SET "name" = left(coalesce(t."name", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid), "name" ORDER BY creation_time, id) AS n FROM "equipment_groups" WHERE NOT is_deleted)
UPDATE "equipment_groups" t SET "name" = left(coalesce(t."name", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "code" ORDER BY creation_time, id) AS n FROM "equipment_features" WHERE NOT is_deleted)
UPDATE "equipment_features" t SET is_deleted = true, deletion_time = now() FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "equipment_features" WHERE NOT is_deleted)
UPDATE "equipment_features" t SET "name" = left(coalesce(t."name", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "code" ORDER BY creation_time, id) AS n FROM "equipment" WHERE NOT is_deleted)
UPDATE "equipment" t SET "code" = left(coalesce(t."code", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, factory_id, "equipment_id", "process_id", "date" ORDER BY creation_time, id) AS n FROM "client_capacities" WHERE NOT is_deleted)
UPDATE "client_capacities" t SET is_deleted = true, deletion_time = now() FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "change_order_types" WHERE NOT is_deleted)
UPDATE "change_order_types" t SET "name" = left(coalesce(t."name", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "name" ORDER BY creation_time, id) AS n FROM "sales_contract_configs" WHERE NOT is_deleted)
UPDATE "sales_contract_configs" t SET "name" = left(coalesce(t."name", ''), 58) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "material", "thickness", "width", "length" ORDER BY creation_time, id) AS n FROM "supplier_products" WHERE NOT is_deleted)
UPDATE "supplier_products" t SET "material" = left(coalesce(t."material", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "product_id", "surface" ORDER BY creation_time, id) AS n FROM "supplier_product_skus" WHERE NOT is_deleted)
UPDATE "supplier_product_skus" t SET "surface" = left(coalesce(t."surface", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "device_serial", "channel_no" ORDER BY creation_time, id) AS n FROM "web_monitors" WHERE NOT is_deleted)
UPDATE "web_monitors" t SET "device_serial" = left(coalesce(t."device_serial", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
WITH d AS (SELECT tenant_id, id, row_number() OVER (PARTITION BY tenant_id, "app_id" ORDER BY creation_time, id) AS n FROM "web_small_programs" WHERE NOT is_deleted)
UPDATE "web_small_programs" t SET "app_id" = left(coalesce(t."app_id", ''), 26) || '-' || d.n FROM d WHERE t.tenant_id = d.tenant_id AND t.id = d.id AND d.n > 1;
--> statement-breakpoint
ALTER TABLE "custom_order_codes" ALTER COLUMN "document_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_order_codes" ALTER COLUMN "serial_length" SET DEFAULT 4;--> statement-breakpoint
ALTER TABLE "custom_order_codes" ALTER COLUMN "serial_length" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_order_codes" ALTER COLUMN "serial_type" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "custom_order_codes" ALTER COLUMN "serial_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_order_codes" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "custom_order_codes" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "accessories" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "accessories" ALTER COLUMN "accessory_type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "accessories" ALTER COLUMN "unit" SET DEFAULT '个';--> statement-breakpoint
ALTER TABLE "accessories" ALTER COLUMN "unit" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "accessories" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "accessories" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "accessory_skus" ALTER COLUMN "accessory_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "accessory_skus" ALTER COLUMN "sku_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "accessory_skus" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "accessory_skus" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "accessory_types" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_price_rules" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_price_rules" ALTER COLUMN "discount_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_price_rules" ALTER COLUMN "start_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_price_rules" ALTER COLUMN "end_time" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_price_rules" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "activity_price_rules" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "aluminum_markets" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "aluminum_markets" ALTER COLUMN "metal" SET DEFAULT 'A00铝';--> statement-breakpoint
ALTER TABLE "aluminum_markets" ALTER COLUMN "metal" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "aluminum_markets" ALTER COLUMN "price_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "aluminum_markets" ALTER COLUMN "price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "area_rules" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "area_rules" ALTER COLUMN "basis" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "area_rules" ALTER COLUMN "basis" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "area_rules" ALTER COLUMN "rounding_mode" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "area_rules" ALTER COLUMN "rounding_mode" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "area_rules" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "area_rules" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bend_coefficients" ALTER COLUMN "material_texture_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bend_coefficients" ALTER COLUMN "thickness" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bend_coefficients" ALTER COLUMN "k_factor" SET DEFAULT 0.44;--> statement-breakpoint
ALTER TABLE "bend_coefficients" ALTER COLUMN "k_factor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "status" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "color_card_groups" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "color_cards" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "color_cards" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "color_cards" ALTER COLUMN "group_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "color_cards" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "color_cards" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "craftsmanship_categories" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "craftsmanship_items" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "craftsmanship_items" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "craftsmanship_items" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "craftsmanship_items" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "demanders" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "demanders" ALTER COLUMN "status" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "demanders" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "excel_templates" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "excel_templates" ALTER COLUMN "business_type" SET DEFAULT 8;--> statement-breakpoint
ALTER TABLE "excel_templates" ALTER COLUMN "business_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "excel_templates" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "excel_templates" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "install_structures" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "install_structures" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "install_structures" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "material_textures" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "material_textures" ALTER COLUMN "metal" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "material_textures" ALTER COLUMN "metal" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "material_textures" ALTER COLUMN "density" SET DEFAULT 2.71;--> statement-breakpoint
ALTER TABLE "material_textures" ALTER COLUMN "density" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "material_textures" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "material_textures" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "paint_structures" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "paint_structures" ALTER COLUMN "paint_type" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "paint_structures" ALTER COLUMN "paint_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "paint_structures" ALTER COLUMN "coats" SET DEFAULT 2;--> statement-breakpoint
ALTER TABLE "paint_structures" ALTER COLUMN "coats" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "paint_structures" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "paint_structures" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pallets" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pallets" ALTER COLUMN "length" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pallets" ALTER COLUMN "width" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pallets" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "pallets" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_material_sizes" ALTER COLUMN "material_texture_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_material_sizes" ALTER COLUMN "thickness" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_material_sizes" ALTER COLUMN "width" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_material_sizes" ALTER COLUMN "length" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "plate_material_sizes" ALTER COLUMN "length" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_type_groups" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_types" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_types" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "plate_types" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "priority_process_costs" ALTER COLUMN "material_texture_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "priority_process_costs" ALTER COLUMN "process_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "priority_process_costs" ALTER COLUMN "unit_cost" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_categories" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_groups" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_items" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_items" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_items" ALTER COLUMN "unit" SET DEFAULT '㎡';--> statement-breakpoint
ALTER TABLE "quotation_items" ALTER COLUMN "unit" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_items" ALTER COLUMN "pricing_basis" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "quotation_items" ALTER COLUMN "pricing_basis" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_positions" ALTER COLUMN "warehouse_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_positions" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_positions" ALTER COLUMN "status" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "storage_positions" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "structure_categories" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "structure_items" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "structure_items" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "structure_items" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "structure_items" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ALTER COLUMN "supplier_types" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ALTER COLUMN "status" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "suppliers" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ALTER COLUMN "type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "warehouses" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wx_templates" ALTER COLUMN "event" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wx_templates" ALTER COLUMN "template_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wx_templates" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "wx_templates" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "job_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "status" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "employees" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "factories" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "query_organization_units" ALTER COLUMN "module_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "query_organization_units" ALTER COLUMN "router_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "query_organization_units" ALTER COLUMN "query_user_title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "query_organization_units" ALTER COLUMN "query_user_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "query_organization_units" ALTER COLUMN "organization_unit_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "client_capacities" ALTER COLUMN "date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "client_capacities" ALTER COLUMN "equipment_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "client_capacities" ALTER COLUMN "process_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "client_capacities" ALTER COLUMN "qty" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "client_capacities" ALTER COLUMN "qty" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment" ALTER COLUMN "equipment_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment" ALTER COLUMN "status" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "equipment" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_features" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_features" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_features" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "equipment_features" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_groups" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_maintenance_lines" ALTER COLUMN "item_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_maintenance_lines" ALTER COLUMN "qty" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "equipment_maintenance_lines" ALTER COLUMN "qty" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_maintenances" ALTER COLUMN "equipment_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_maintenances" ALTER COLUMN "type" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "equipment_maintenances" ALTER COLUMN "type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_maintenances" ALTER COLUMN "plan_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment_maintenances" ALTER COLUMN "content" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "process_groups" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "processes" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "processes" ALTER COLUMN "kind" SET DEFAULT 8;--> statement-breakpoint
ALTER TABLE "processes" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "processes" ALTER COLUMN "report_mode" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "processes" ALTER COLUMN "report_mode" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "processes" ALTER COLUMN "performance_field" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "processes" ALTER COLUMN "performance_field" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "processes" ALTER COLUMN "enabled" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "processes" ALTER COLUMN "enabled" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "production_plan_lines" ALTER COLUMN "batch_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "production_plans" ALTER COLUMN "project_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "production_plans" ALTER COLUMN "equipment_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "production_plans" ALTER COLUMN "process_ids" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "production_plans" ALTER COLUMN "plan_start" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "production_plans" ALTER COLUMN "plan_end" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_order_lines" ALTER COLUMN "material_texture_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_order_lines" ALTER COLUMN "thickness" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_order_lines" ALTER COLUMN "width" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_order_lines" ALTER COLUMN "length" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_order_lines" ALTER COLUMN "sheets" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_order_lines" ALTER COLUMN "price_basis" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "plate_purchase_order_lines" ALTER COLUMN "price_basis" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_orders" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_orders" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_orders" ALTER COLUMN "delivery_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_orders" ALTER COLUMN "warehouse_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_requisition_lines" ALTER COLUMN "material_texture_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_requisition_lines" ALTER COLUMN "thickness" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_requisition_lines" ALTER COLUMN "width" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_requisition_lines" ALTER COLUMN "length" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_requisition_lines" ALTER COLUMN "sheets" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_requisitions" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_requisitions" ALTER COLUMN "required_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_task_lines" ALTER COLUMN "material_texture_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_task_lines" ALTER COLUMN "thickness" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_task_lines" ALTER COLUMN "width" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_task_lines" ALTER COLUMN "length" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_task_lines" ALTER COLUMN "sheets" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_tasks" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_tasks" ALTER COLUMN "required_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_purchase_tasks" ALTER COLUMN "purchase_mode" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "plate_purchase_tasks" ALTER COLUMN "purchase_mode" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_product_skus" ALTER COLUMN "product_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_product_skus" ALTER COLUMN "surface" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_product_skus" ALTER COLUMN "price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_product_skus" ALTER COLUMN "price_unit" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "supplier_product_skus" ALTER COLUMN "price_unit" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_products" ALTER COLUMN "material" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_products" ALTER COLUMN "thickness" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_products" ALTER COLUMN "width" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_products" ALTER COLUMN "length" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_contract_configs" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_contract_configs" ALTER COLUMN "tax_rate" SET DEFAULT 13;--> statement-breakpoint
ALTER TABLE "sales_contract_configs" ALTER COLUMN "tax_rate" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_contract_configs" ALTER COLUMN "settlement_basis" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "sales_contract_configs" ALTER COLUMN "settlement_basis" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_contract_lines" ALTER COLUMN "quotation_item_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_contract_lines" ALTER COLUMN "unit_price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_contract_lines" ALTER COLUMN "est_qty" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_contracts" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_contracts" ALTER COLUMN "demander_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_contracts" ALTER COLUMN "sign_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_contracts" ALTER COLUMN "area_rule_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_contracts" ALTER COLUMN "settlement_basis" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "sales_contracts" ALTER COLUMN "settlement_basis" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_delivery_orders" ALTER COLUMN "project_order_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_delivery_orders" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_project_order_lines" ALTER COLUMN "qty" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_project_orders" ALTER COLUMN "contract_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_project_orders" ALTER COLUMN "project_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_project_orders" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_project_orders" ALTER COLUMN "delivery_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_return_order_lines" ALTER COLUMN "label_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_return_order_lines" ALTER COLUMN "disposition" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_return_orders" ALTER COLUMN "delivery_order_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_return_orders" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_return_orders" ALTER COLUMN "reason_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_return_orders" ALTER COLUMN "responsible_party" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_qc_order_lines" ALTER COLUMN "material_texture_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_qc_order_lines" ALTER COLUMN "thickness" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_qc_order_lines" ALTER COLUMN "width" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_qc_order_lines" ALTER COLUMN "length" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_qc_order_lines" ALTER COLUMN "sheets" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_qc_order_lines" ALTER COLUMN "qualified" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_qc_order_lines" ALTER COLUMN "result" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "plate_qc_order_lines" ALTER COLUMN "result" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_qc_orders" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_qc_orders" ALTER COLUMN "inspector_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_stock_in_lines" ALTER COLUMN "material_texture_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_stock_in_lines" ALTER COLUMN "thickness" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_stock_in_lines" ALTER COLUMN "width" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_stock_in_lines" ALTER COLUMN "length" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_stock_in_lines" ALTER COLUMN "sheets" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_stock_in_lines" ALTER COLUMN "position" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_stock_ins" ALTER COLUMN "warehouse_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_stock_ins" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_stock_out_lines" ALTER COLUMN "material_texture_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_stock_out_lines" ALTER COLUMN "thickness" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_stock_out_lines" ALTER COLUMN "width" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_stock_out_lines" ALTER COLUMN "length" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_stock_out_lines" ALTER COLUMN "sheets" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_stock_out_lines" ALTER COLUMN "position" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_stock_outs" ALTER COLUMN "warehouse_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_stock_outs" ALTER COLUMN "purpose" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "plate_stock_outs" ALTER COLUMN "purpose" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plate_stock_outs" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "web_introductions" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "web_introductions" ALTER COLUMN "published" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "web_introductions" ALTER COLUMN "published" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "web_monitors" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "web_monitors" ALTER COLUMN "provider" SET DEFAULT 'ys7';--> statement-breakpoint
ALTER TABLE "web_monitors" ALTER COLUMN "provider" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "web_monitors" ALTER COLUMN "device_serial" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "web_monitors" ALTER COLUMN "channel_no" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "web_monitors" ALTER COLUMN "channel_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "web_monitors" ALTER COLUMN "is_public" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "web_monitors" ALTER COLUMN "is_public" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "web_monitors" ALTER COLUMN "status" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "web_monitors" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "web_small_programs" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "web_small_programs" ALTER COLUMN "app_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "web_small_programs" ALTER COLUMN "type" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "web_small_programs" ALTER COLUMN "type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "web_small_programs" ALTER COLUMN "status" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "web_small_programs" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outsource_acceptance_lines" ALTER COLUMN "out_line_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outsource_acceptances" ALTER COLUMN "out_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outsource_acceptances" ALTER COLUMN "inspector_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outsource_acceptances" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outsource_back_lines" ALTER COLUMN "acceptance_line_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outsource_backs" ALTER COLUMN "acceptance_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outsource_backs" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outsource_out_lines" ALTER COLUMN "label_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outsource_outs" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outsource_outs" ALTER COLUMN "process_ids" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outsource_outs" ALTER COLUMN "project_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outsource_outs" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "outsource_outs" ALTER COLUMN "price_basis" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "outsource_outs" ALTER COLUMN "price_basis" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "change_order_lines" ALTER COLUMN "change_kind" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "change_order_lines" ALTER COLUMN "change_kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "change_order_types" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "change_order_types" ALTER COLUMN "needs_renest" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "change_order_types" ALTER COLUMN "needs_renest" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "change_order_types" ALTER COLUMN "needs_approval" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "change_order_types" ALTER COLUMN "needs_approval" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "change_orders" ALTER COLUMN "change_order_type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "change_orders" ALTER COLUMN "project_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "change_orders" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "change_orders" ALTER COLUMN "notify_user_ids" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "change_orders" ALTER COLUMN "description" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "qc_order_lines" ALTER COLUMN "label_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "qc_orders" ALTER COLUMN "qc_type" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "qc_orders" ALTER COLUMN "qc_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "qc_orders" ALTER COLUMN "project_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "qc_orders" ALTER COLUMN "process_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "qc_orders" ALTER COLUMN "inspector_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "qc_orders" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rework_order_lines" ALTER COLUMN "label_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rework_order_lines" ALTER COLUMN "rework_process_ids" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rework_orders" ALTER COLUMN "project_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rework_orders" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_pack_lines" ALTER COLUMN "label_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_packs" ALTER COLUMN "project_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_packs" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock_in_lines" ALTER COLUMN "pack_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock_in_lines" ALTER COLUMN "position" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock_ins" ALTER COLUMN "warehouse_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock_ins" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock_ins" ALTER COLUMN "source" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "product_stock_ins" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock_out_lines" ALTER COLUMN "pack_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock_outs" ALTER COLUMN "warehouse_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock_outs" ALTER COLUMN "doc_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock_outs" ALTER COLUMN "purpose" SET DEFAULT 1;--> statement-breakpoint
ALTER TABLE "product_stock_outs" ALTER COLUMN "purpose" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_order_codes_document_type_uq" ON "custom_order_codes" USING btree ("tenant_id","document_type") WHERE not "custom_order_codes"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "accessories_name_spec_uq" ON "accessories" USING btree ("tenant_id","name",coalesce("spec", '')) WHERE not "accessories"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "accessory_skus_sku_code_uq" ON "accessory_skus" USING btree ("tenant_id","sku_code") WHERE not "accessory_skus"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "accessory_types_parent_id_name_uq" ON "accessory_types" USING btree ("tenant_id",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),"name") WHERE not "accessory_types"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "activity_price_rules_name_uq" ON "activity_price_rules" USING btree ("tenant_id","name") WHERE not "activity_price_rules"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "aluminum_markets_source_metal_price_date_uq" ON "aluminum_markets" USING btree ("tenant_id","source","metal","price_date") WHERE not "aluminum_markets"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "area_rules_name_uq" ON "area_rules" USING btree ("tenant_id","name") WHERE not "area_rules"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "bend_coefficients_material_texture_id_thickness_inner_radius_uq" ON "bend_coefficients" USING btree ("tenant_id","material_texture_id","thickness",coalesce("inner_radius", 'NaN'::numeric)) WHERE not "bend_coefficients"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_uq" ON "brands" USING btree ("tenant_id","name") WHERE not "brands"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "color_card_groups_parent_id_name_uq" ON "color_card_groups" USING btree ("tenant_id",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),"name") WHERE not "color_card_groups"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "color_cards_code_uq" ON "color_cards" USING btree ("tenant_id","code") WHERE not "color_cards"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "craftsmanship_categories_name_uq" ON "craftsmanship_categories" USING btree ("tenant_id","name") WHERE not "craftsmanship_categories"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "craftsmanship_items_category_id_name_uq" ON "craftsmanship_items" USING btree ("tenant_id","category_id","name") WHERE not "craftsmanship_items"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "demanders_name_uq" ON "demanders" USING btree ("tenant_id","name") WHERE not "demanders"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "excel_templates_name_uq" ON "excel_templates" USING btree ("tenant_id","name") WHERE not "excel_templates"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "install_structures_name_uq" ON "install_structures" USING btree ("tenant_id","name") WHERE not "install_structures"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "material_textures_name_uq" ON "material_textures" USING btree ("tenant_id","name") WHERE not "material_textures"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "paint_structures_name_uq" ON "paint_structures" USING btree ("tenant_id","name") WHERE not "paint_structures"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "pallets_name_uq" ON "pallets" USING btree ("tenant_id","name") WHERE not "pallets"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "plate_material_sizes_uq1" ON "plate_material_sizes" USING btree ("tenant_id","material_texture_id","thickness","width","length") WHERE not "plate_material_sizes"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "plate_type_groups_parent_id_name_uq" ON "plate_type_groups" USING btree ("tenant_id",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),"name") WHERE not "plate_type_groups"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "plate_types_name_uq" ON "plate_types" USING btree ("tenant_id","name") WHERE not "plate_types"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_categories_name_uq" ON "quotation_categories" USING btree ("tenant_id","name") WHERE not "quotation_categories"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_groups_name_uq" ON "quotation_groups" USING btree ("tenant_id","name") WHERE not "quotation_groups"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_items_category_id_name_uq" ON "quotation_items" USING btree ("tenant_id","category_id","name") WHERE not "quotation_items"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "storage_positions_warehouse_id_code_uq" ON "storage_positions" USING btree ("tenant_id","factory_id","warehouse_id","code") WHERE not "storage_positions"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "structure_categories_name_uq" ON "structure_categories" USING btree ("tenant_id","name") WHERE not "structure_categories"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "structure_items_category_id_name_uq" ON "structure_items" USING btree ("tenant_id","category_id","name") WHERE not "structure_items"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_uq" ON "suppliers" USING btree ("tenant_id","name") WHERE not "suppliers"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_name_uq" ON "warehouses" USING btree ("tenant_id","factory_id","name") WHERE not "warehouses"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "wx_templates_event_uq" ON "wx_templates" USING btree ("tenant_id","event") WHERE not "wx_templates"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "employees_job_no_uq" ON "employees" USING btree ("tenant_id","job_no") WHERE not "employees"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "factories_code_uq" ON "factories" USING btree ("tenant_id","code") WHERE not "factories"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "factories_name_uq" ON "factories" USING btree ("tenant_id","name") WHERE not "factories"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "query_organization_units_router_name_query_user_key_uq" ON "query_organization_units" USING btree ("tenant_id","router_name","query_user_key") WHERE not "query_organization_units"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "client_capacities_equipment_id_process_id_date_uq" ON "client_capacities" USING btree ("tenant_id","factory_id","equipment_id","process_id","date") WHERE not "client_capacities"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_code_uq" ON "equipment" USING btree ("tenant_id","code") WHERE not "equipment"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_features_code_uq" ON "equipment_features" USING btree ("tenant_id","code") WHERE not "equipment_features"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_features_name_uq" ON "equipment_features" USING btree ("tenant_id","name") WHERE not "equipment_features"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_groups_parent_id_name_uq" ON "equipment_groups" USING btree ("tenant_id",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),"name") WHERE not "equipment_groups"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "process_groups_parent_id_name_uq" ON "process_groups" USING btree ("tenant_id",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),"name") WHERE not "process_groups"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "processes_name_uq" ON "processes" USING btree ("tenant_id","name") WHERE not "processes"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_product_skus_product_id_surface_uq" ON "supplier_product_skus" USING btree ("tenant_id","product_id","surface") WHERE not "supplier_product_skus"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_products_material_thickness_width_length_uq" ON "supplier_products" USING btree ("tenant_id","material","thickness","width","length") WHERE not "supplier_products"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "sales_contract_configs_name_uq" ON "sales_contract_configs" USING btree ("tenant_id","name") WHERE not "sales_contract_configs"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "web_monitors_device_serial_channel_no_uq" ON "web_monitors" USING btree ("tenant_id","device_serial","channel_no") WHERE not "web_monitors"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "web_small_programs_app_id_uq" ON "web_small_programs" USING btree ("tenant_id","app_id") WHERE not "web_small_programs"."is_deleted";--> statement-breakpoint
CREATE UNIQUE INDEX "change_order_types_name_uq" ON "change_order_types" USING btree ("tenant_id","name") WHERE not "change_order_types"."is_deleted";