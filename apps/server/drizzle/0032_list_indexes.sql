-- Trigram indexes of the lists' contains-filters (pg_trgm is a trusted extension: no superuser needed).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Under row-level security the planner may use a filter as an index condition only when its function
-- is leakproof; (I)LIKE is not marked so, and every contains-filter then reads the whole space. They
-- raise no error that shows a row's value, so they are marked leakproof. That takes a superuser: on a
-- server where the migrating role is not one, lists stay right but slower, and the notice says so.
DO $$
BEGIN
  ALTER FUNCTION texticlike(text, text) LEAKPROOF COST 25;
  ALTER FUNCTION textlike(text, text) LEAKPROOF COST 25;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'texticlike/textlike not marked LEAKPROOF (needs a superuser): contains-filters will not use the trigram indexes under row-level security';
END $$;--> statement-breakpoint
CREATE INDEX "custom_order_codes_recent_idx" ON "custom_order_codes" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "custom_order_codes"."is_deleted";--> statement-breakpoint
CREATE INDEX "custom_order_codes_document_type_sort_idx" ON "custom_order_codes" USING btree ("tenant_id","document_type","id") WHERE not "custom_order_codes"."is_deleted";--> statement-breakpoint
CREATE INDEX "custom_order_codes_prefix_sort_idx" ON "custom_order_codes" USING btree ("tenant_id","prefix","id") WHERE not "custom_order_codes"."is_deleted";--> statement-breakpoint
CREATE INDEX "custom_order_codes_prefix_trgm_idx" ON "custom_order_codes" USING gin ("prefix" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "custom_order_codes_serial_type_idx" ON "custom_order_codes" USING btree ("tenant_id","serial_type") WHERE not "custom_order_codes"."is_deleted";--> statement-breakpoint
CREATE INDEX "custom_order_codes_remark_trgm_idx" ON "custom_order_codes" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "accessories_recent_idx" ON "accessories" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "accessories"."is_deleted";--> statement-breakpoint
CREATE INDEX "accessories_name_sort_idx" ON "accessories" USING btree ("tenant_id","name","id") WHERE not "accessories"."is_deleted";--> statement-breakpoint
CREATE INDEX "accessories_name_trgm_idx" ON "accessories" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "accessories_code_sort_idx" ON "accessories" USING btree ("tenant_id","code","id") WHERE not "accessories"."is_deleted";--> statement-breakpoint
CREATE INDEX "accessories_code_trgm_idx" ON "accessories" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "accessories_accessory_type_id_idx" ON "accessories" USING btree ("tenant_id","accessory_type_id") WHERE not "accessories"."is_deleted";--> statement-breakpoint
CREATE INDEX "accessories_spec_trgm_idx" ON "accessories" USING gin ("spec" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "accessories_material_trgm_idx" ON "accessories" USING gin ("material" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "accessories_brand_trgm_idx" ON "accessories" USING gin ("brand" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "accessories_image_url_trgm_idx" ON "accessories" USING gin ("image_url" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "accessory_skus_recent_idx" ON "accessory_skus" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "accessory_skus"."is_deleted";--> statement-breakpoint
CREATE INDEX "accessory_skus_accessory_id_idx" ON "accessory_skus" USING btree ("tenant_id","accessory_id") WHERE not "accessory_skus"."is_deleted";--> statement-breakpoint
CREATE INDEX "accessory_skus_sku_code_sort_idx" ON "accessory_skus" USING btree ("tenant_id","sku_code","id") WHERE not "accessory_skus"."is_deleted";--> statement-breakpoint
CREATE INDEX "accessory_skus_sku_code_trgm_idx" ON "accessory_skus" USING gin ("sku_code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "accessory_skus_spec_values_trgm_idx" ON "accessory_skus" USING gin ("spec_values" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "accessory_skus_barcode_trgm_idx" ON "accessory_skus" USING gin ("barcode" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "accessory_types_recent_idx" ON "accessory_types" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "accessory_types"."is_deleted";--> statement-breakpoint
CREATE INDEX "accessory_types_name_sort_idx" ON "accessory_types" USING btree ("tenant_id","name","id") WHERE not "accessory_types"."is_deleted";--> statement-breakpoint
CREATE INDEX "accessory_types_name_trgm_idx" ON "accessory_types" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "accessory_types_sort_sort_idx" ON "accessory_types" USING btree ("tenant_id","sort","id") WHERE not "accessory_types"."is_deleted";--> statement-breakpoint
CREATE INDEX "activity_price_rules_recent_idx" ON "activity_price_rules" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "activity_price_rules"."is_deleted";--> statement-breakpoint
CREATE INDEX "activity_price_rules_name_sort_idx" ON "activity_price_rules" USING btree ("tenant_id","name","id") WHERE not "activity_price_rules"."is_deleted";--> statement-breakpoint
CREATE INDEX "activity_price_rules_name_trgm_idx" ON "activity_price_rules" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "activity_price_rules_start_time_sort_idx" ON "activity_price_rules" USING btree ("tenant_id","start_time","id") WHERE not "activity_price_rules"."is_deleted";--> statement-breakpoint
CREATE INDEX "activity_price_rules_end_time_sort_idx" ON "activity_price_rules" USING btree ("tenant_id","end_time","id") WHERE not "activity_price_rules"."is_deleted";--> statement-breakpoint
CREATE INDEX "activity_price_rules_coupon_prefix_trgm_idx" ON "activity_price_rules" USING gin ("coupon_prefix" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "activity_price_rules_remark_trgm_idx" ON "activity_price_rules" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "aluminum_markets_recent_idx" ON "aluminum_markets" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "aluminum_markets"."is_deleted";--> statement-breakpoint
CREATE INDEX "aluminum_markets_source_idx" ON "aluminum_markets" USING btree ("tenant_id","source") WHERE not "aluminum_markets"."is_deleted";--> statement-breakpoint
CREATE INDEX "aluminum_markets_metal_idx" ON "aluminum_markets" USING btree ("tenant_id","metal") WHERE not "aluminum_markets"."is_deleted";--> statement-breakpoint
CREATE INDEX "aluminum_markets_price_date_sort_idx" ON "aluminum_markets" USING btree ("tenant_id","price_date","id") WHERE not "aluminum_markets"."is_deleted";--> statement-breakpoint
CREATE INDEX "aluminum_markets_price_sort_idx" ON "aluminum_markets" USING btree ("tenant_id","price","id") WHERE not "aluminum_markets"."is_deleted";--> statement-breakpoint
CREATE INDEX "area_rules_recent_idx" ON "area_rules" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "area_rules"."is_deleted";--> statement-breakpoint
CREATE INDEX "area_rules_name_sort_idx" ON "area_rules" USING btree ("tenant_id","name","id") WHERE not "area_rules"."is_deleted";--> statement-breakpoint
CREATE INDEX "area_rules_name_trgm_idx" ON "area_rules" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "area_rules_basis_idx" ON "area_rules" USING btree ("tenant_id","basis") WHERE not "area_rules"."is_deleted";--> statement-breakpoint
CREATE INDEX "bend_coefficients_recent_idx" ON "bend_coefficients" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "bend_coefficients"."is_deleted";--> statement-breakpoint
CREATE INDEX "bend_coefficients_thickness_sort_idx" ON "bend_coefficients" USING btree ("tenant_id","thickness","id") WHERE not "bend_coefficients"."is_deleted";--> statement-breakpoint
CREATE INDEX "brands_recent_idx" ON "brands" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "brands"."is_deleted";--> statement-breakpoint
CREATE INDEX "brands_name_sort_idx" ON "brands" USING btree ("tenant_id","name","id") WHERE not "brands"."is_deleted";--> statement-breakpoint
CREATE INDEX "brands_name_trgm_idx" ON "brands" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "brands_logo_url_trgm_idx" ON "brands" USING gin ("logo_url" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "brands_authorization_file_url_trgm_idx" ON "brands" USING gin ("authorization_file_url" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "brands_status_idx" ON "brands" USING btree ("tenant_id","status") WHERE not "brands"."is_deleted";--> statement-breakpoint
CREATE INDEX "brands_audit_opinion_trgm_idx" ON "brands" USING gin ("audit_opinion" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "color_card_groups_recent_idx" ON "color_card_groups" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "color_card_groups"."is_deleted";--> statement-breakpoint
CREATE INDEX "color_card_groups_name_sort_idx" ON "color_card_groups" USING btree ("tenant_id","name","id") WHERE not "color_card_groups"."is_deleted";--> statement-breakpoint
CREATE INDEX "color_card_groups_name_trgm_idx" ON "color_card_groups" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "color_card_groups_sort_sort_idx" ON "color_card_groups" USING btree ("tenant_id","sort","id") WHERE not "color_card_groups"."is_deleted";--> statement-breakpoint
CREATE INDEX "color_cards_recent_idx" ON "color_cards" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "color_cards"."is_deleted";--> statement-breakpoint
CREATE INDEX "color_cards_code_sort_idx" ON "color_cards" USING btree ("tenant_id","code","id") WHERE not "color_cards"."is_deleted";--> statement-breakpoint
CREATE INDEX "color_cards_code_trgm_idx" ON "color_cards" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "color_cards_name_sort_idx" ON "color_cards" USING btree ("tenant_id","name","id") WHERE not "color_cards"."is_deleted";--> statement-breakpoint
CREATE INDEX "color_cards_name_trgm_idx" ON "color_cards" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "color_cards_group_id_idx" ON "color_cards" USING btree ("tenant_id","group_id") WHERE not "color_cards"."is_deleted";--> statement-breakpoint
CREATE INDEX "color_cards_hex_trgm_idx" ON "color_cards" USING gin ("hex" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "color_cards_image_url_trgm_idx" ON "color_cards" USING gin ("image_url" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "craftsmanship_categories_recent_idx" ON "craftsmanship_categories" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "craftsmanship_categories"."is_deleted";--> statement-breakpoint
CREATE INDEX "craftsmanship_categories_name_sort_idx" ON "craftsmanship_categories" USING btree ("tenant_id","name","id") WHERE not "craftsmanship_categories"."is_deleted";--> statement-breakpoint
CREATE INDEX "craftsmanship_categories_name_trgm_idx" ON "craftsmanship_categories" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "craftsmanship_categories_sort_sort_idx" ON "craftsmanship_categories" USING btree ("tenant_id","sort","id") WHERE not "craftsmanship_categories"."is_deleted";--> statement-breakpoint
CREATE INDEX "craftsmanship_categories_remark_trgm_idx" ON "craftsmanship_categories" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "craftsmanship_items_recent_idx" ON "craftsmanship_items" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "craftsmanship_items"."is_deleted";--> statement-breakpoint
CREATE INDEX "craftsmanship_items_name_sort_idx" ON "craftsmanship_items" USING btree ("tenant_id","name","id") WHERE not "craftsmanship_items"."is_deleted";--> statement-breakpoint
CREATE INDEX "craftsmanship_items_name_trgm_idx" ON "craftsmanship_items" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "craftsmanship_items_category_id_idx" ON "craftsmanship_items" USING btree ("tenant_id","category_id") WHERE not "craftsmanship_items"."is_deleted";--> statement-breakpoint
CREATE INDEX "craftsmanship_items_sort_sort_idx" ON "craftsmanship_items" USING btree ("tenant_id","sort","id") WHERE not "craftsmanship_items"."is_deleted";--> statement-breakpoint
CREATE INDEX "demanders_recent_idx" ON "demanders" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "demanders"."is_deleted";--> statement-breakpoint
CREATE INDEX "demanders_name_sort_idx" ON "demanders" USING btree ("tenant_id","name","id") WHERE not "demanders"."is_deleted";--> statement-breakpoint
CREATE INDEX "demanders_name_trgm_idx" ON "demanders" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "demanders_short_name_trgm_idx" ON "demanders" USING gin ("short_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "demanders_code_sort_idx" ON "demanders" USING btree ("tenant_id","code","id") WHERE not "demanders"."is_deleted";--> statement-breakpoint
CREATE INDEX "demanders_code_trgm_idx" ON "demanders" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "demanders_contact_trgm_idx" ON "demanders" USING gin ("contact" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "demanders_phone_trgm_idx" ON "demanders" USING gin ("phone" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "demanders_address_trgm_idx" ON "demanders" USING gin ("address" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "demanders_customer_type_idx" ON "demanders" USING btree ("tenant_id","customer_type") WHERE not "demanders"."is_deleted";--> statement-breakpoint
CREATE INDEX "demanders_status_idx" ON "demanders" USING btree ("tenant_id","status") WHERE not "demanders"."is_deleted";--> statement-breakpoint
CREATE INDEX "excel_templates_recent_idx" ON "excel_templates" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "excel_templates"."is_deleted";--> statement-breakpoint
CREATE INDEX "excel_templates_name_sort_idx" ON "excel_templates" USING btree ("tenant_id","name","id") WHERE not "excel_templates"."is_deleted";--> statement-breakpoint
CREATE INDEX "excel_templates_name_trgm_idx" ON "excel_templates" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "excel_templates_business_type_idx" ON "excel_templates" USING btree ("tenant_id","business_type") WHERE not "excel_templates"."is_deleted";--> statement-breakpoint
CREATE INDEX "excel_templates_resource_trgm_idx" ON "excel_templates" USING gin ("resource" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "install_structures_recent_idx" ON "install_structures" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "install_structures"."is_deleted";--> statement-breakpoint
CREATE INDEX "install_structures_name_sort_idx" ON "install_structures" USING btree ("tenant_id","name","id") WHERE not "install_structures"."is_deleted";--> statement-breakpoint
CREATE INDEX "install_structures_name_trgm_idx" ON "install_structures" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "install_structures_image_url_trgm_idx" ON "install_structures" USING gin ("image_url" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "install_structures_accessory_note_trgm_idx" ON "install_structures" USING gin ("accessory_note" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "install_structures_sort_sort_idx" ON "install_structures" USING btree ("tenant_id","sort","id") WHERE not "install_structures"."is_deleted";--> statement-breakpoint
CREATE INDEX "material_textures_recent_idx" ON "material_textures" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "material_textures"."is_deleted";--> statement-breakpoint
CREATE INDEX "material_textures_name_sort_idx" ON "material_textures" USING btree ("tenant_id","name","id") WHERE not "material_textures"."is_deleted";--> statement-breakpoint
CREATE INDEX "material_textures_name_trgm_idx" ON "material_textures" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "material_textures_code_sort_idx" ON "material_textures" USING btree ("tenant_id","code","id") WHERE not "material_textures"."is_deleted";--> statement-breakpoint
CREATE INDEX "material_textures_code_trgm_idx" ON "material_textures" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "material_textures_metal_idx" ON "material_textures" USING btree ("tenant_id","metal") WHERE not "material_textures"."is_deleted";--> statement-breakpoint
CREATE INDEX "material_textures_alloy_trgm_idx" ON "material_textures" USING gin ("alloy" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "material_textures_temper_trgm_idx" ON "material_textures" USING gin ("temper" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "material_textures_sort_sort_idx" ON "material_textures" USING btree ("tenant_id","sort","id") WHERE not "material_textures"."is_deleted";--> statement-breakpoint
CREATE INDEX "paint_structures_recent_idx" ON "paint_structures" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "paint_structures"."is_deleted";--> statement-breakpoint
CREATE INDEX "paint_structures_name_sort_idx" ON "paint_structures" USING btree ("tenant_id","name","id") WHERE not "paint_structures"."is_deleted";--> statement-breakpoint
CREATE INDEX "paint_structures_name_trgm_idx" ON "paint_structures" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "paint_structures_paint_type_idx" ON "paint_structures" USING btree ("tenant_id","paint_type") WHERE not "paint_structures"."is_deleted";--> statement-breakpoint
CREATE INDEX "paint_structures_sort_sort_idx" ON "paint_structures" USING btree ("tenant_id","sort","id") WHERE not "paint_structures"."is_deleted";--> statement-breakpoint
CREATE INDEX "pallets_recent_idx" ON "pallets" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "pallets"."is_deleted";--> statement-breakpoint
CREATE INDEX "pallets_name_sort_idx" ON "pallets" USING btree ("tenant_id","name","id") WHERE not "pallets"."is_deleted";--> statement-breakpoint
CREATE INDEX "pallets_name_trgm_idx" ON "pallets" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "pallets_code_sort_idx" ON "pallets" USING btree ("tenant_id","code","id") WHERE not "pallets"."is_deleted";--> statement-breakpoint
CREATE INDEX "pallets_code_trgm_idx" ON "pallets" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "pallets_material_idx" ON "pallets" USING btree ("tenant_id","material") WHERE not "pallets"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_material_sizes_recent_idx" ON "plate_material_sizes" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "plate_material_sizes"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_material_sizes_material_texture_id_idx" ON "plate_material_sizes" USING btree ("tenant_id","material_texture_id") WHERE not "plate_material_sizes"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_material_sizes_thickness_sort_idx" ON "plate_material_sizes" USING btree ("tenant_id","thickness","id") WHERE not "plate_material_sizes"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_material_sizes_width_sort_idx" ON "plate_material_sizes" USING btree ("tenant_id","width","id") WHERE not "plate_material_sizes"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_material_sizes_length_sort_idx" ON "plate_material_sizes" USING btree ("tenant_id","length","id") WHERE not "plate_material_sizes"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_type_groups_recent_idx" ON "plate_type_groups" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "plate_type_groups"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_type_groups_name_sort_idx" ON "plate_type_groups" USING btree ("tenant_id","name","id") WHERE not "plate_type_groups"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_type_groups_name_trgm_idx" ON "plate_type_groups" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plate_type_groups_sort_sort_idx" ON "plate_type_groups" USING btree ("tenant_id","sort","id") WHERE not "plate_type_groups"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_types_recent_idx" ON "plate_types" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "plate_types"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_types_name_sort_idx" ON "plate_types" USING btree ("tenant_id","name","id") WHERE not "plate_types"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_types_name_trgm_idx" ON "plate_types" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plate_types_code_sort_idx" ON "plate_types" USING btree ("tenant_id","code","id") WHERE not "plate_types"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_types_code_trgm_idx" ON "plate_types" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plate_types_group_id_idx" ON "plate_types" USING btree ("tenant_id","group_id") WHERE not "plate_types"."is_deleted";--> statement-breakpoint
CREATE INDEX "plate_types_image_url_trgm_idx" ON "plate_types" USING gin ("image_url" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "plate_types_sort_sort_idx" ON "plate_types" USING btree ("tenant_id","sort","id") WHERE not "plate_types"."is_deleted";--> statement-breakpoint
CREATE INDEX "priority_process_costs_recent_idx" ON "priority_process_costs" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "priority_process_costs"."is_deleted";--> statement-breakpoint
CREATE INDEX "priority_process_costs_priority_sort_idx" ON "priority_process_costs" USING btree ("tenant_id","priority","id") WHERE not "priority_process_costs"."is_deleted";--> statement-breakpoint
CREATE INDEX "quotation_categories_recent_idx" ON "quotation_categories" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "quotation_categories"."is_deleted";--> statement-breakpoint
CREATE INDEX "quotation_categories_name_sort_idx" ON "quotation_categories" USING btree ("tenant_id","name","id") WHERE not "quotation_categories"."is_deleted";--> statement-breakpoint
CREATE INDEX "quotation_categories_name_trgm_idx" ON "quotation_categories" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "quotation_categories_sort_sort_idx" ON "quotation_categories" USING btree ("tenant_id","sort","id") WHERE not "quotation_categories"."is_deleted";--> statement-breakpoint
CREATE INDEX "quotation_groups_recent_idx" ON "quotation_groups" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "quotation_groups"."is_deleted";--> statement-breakpoint
CREATE INDEX "quotation_groups_name_sort_idx" ON "quotation_groups" USING btree ("tenant_id","name","id") WHERE not "quotation_groups"."is_deleted";--> statement-breakpoint
CREATE INDEX "quotation_groups_name_trgm_idx" ON "quotation_groups" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "quotation_groups_remark_trgm_idx" ON "quotation_groups" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "quotation_items_recent_idx" ON "quotation_items" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "quotation_items"."is_deleted";--> statement-breakpoint
CREATE INDEX "quotation_items_name_sort_idx" ON "quotation_items" USING btree ("tenant_id","name","id") WHERE not "quotation_items"."is_deleted";--> statement-breakpoint
CREATE INDEX "quotation_items_name_trgm_idx" ON "quotation_items" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "quotation_items_category_id_idx" ON "quotation_items" USING btree ("tenant_id","category_id") WHERE not "quotation_items"."is_deleted";--> statement-breakpoint
CREATE INDEX "storage_positions_recent_idx" ON "storage_positions" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "storage_positions"."is_deleted";--> statement-breakpoint
CREATE INDEX "storage_positions_warehouse_id_idx" ON "storage_positions" USING btree ("tenant_id","factory_id","warehouse_id") WHERE not "storage_positions"."is_deleted";--> statement-breakpoint
CREATE INDEX "storage_positions_code_sort_idx" ON "storage_positions" USING btree ("tenant_id","factory_id","code","id") WHERE not "storage_positions"."is_deleted";--> statement-breakpoint
CREATE INDEX "storage_positions_code_trgm_idx" ON "storage_positions" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "storage_positions_status_idx" ON "storage_positions" USING btree ("tenant_id","factory_id","status") WHERE not "storage_positions"."is_deleted";--> statement-breakpoint
CREATE INDEX "structure_categories_recent_idx" ON "structure_categories" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "structure_categories"."is_deleted";--> statement-breakpoint
CREATE INDEX "structure_categories_name_sort_idx" ON "structure_categories" USING btree ("tenant_id","name","id") WHERE not "structure_categories"."is_deleted";--> statement-breakpoint
CREATE INDEX "structure_categories_name_trgm_idx" ON "structure_categories" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "structure_categories_sort_sort_idx" ON "structure_categories" USING btree ("tenant_id","sort","id") WHERE not "structure_categories"."is_deleted";--> statement-breakpoint
CREATE INDEX "structure_categories_remark_trgm_idx" ON "structure_categories" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "structure_items_recent_idx" ON "structure_items" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "structure_items"."is_deleted";--> statement-breakpoint
CREATE INDEX "structure_items_name_sort_idx" ON "structure_items" USING btree ("tenant_id","name","id") WHERE not "structure_items"."is_deleted";--> statement-breakpoint
CREATE INDEX "structure_items_name_trgm_idx" ON "structure_items" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "structure_items_category_id_idx" ON "structure_items" USING btree ("tenant_id","category_id") WHERE not "structure_items"."is_deleted";--> statement-breakpoint
CREATE INDEX "structure_items_image_url_trgm_idx" ON "structure_items" USING gin ("image_url" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "structure_items_sort_sort_idx" ON "structure_items" USING btree ("tenant_id","sort","id") WHERE not "structure_items"."is_deleted";--> statement-breakpoint
CREATE INDEX "suppliers_recent_idx" ON "suppliers" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "suppliers"."is_deleted";--> statement-breakpoint
CREATE INDEX "suppliers_name_sort_idx" ON "suppliers" USING btree ("tenant_id","name","id") WHERE not "suppliers"."is_deleted";--> statement-breakpoint
CREATE INDEX "suppliers_name_trgm_idx" ON "suppliers" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "suppliers_short_name_trgm_idx" ON "suppliers" USING gin ("short_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "suppliers_code_sort_idx" ON "suppliers" USING btree ("tenant_id","code","id") WHERE not "suppliers"."is_deleted";--> statement-breakpoint
CREATE INDEX "suppliers_code_trgm_idx" ON "suppliers" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "suppliers_contact_trgm_idx" ON "suppliers" USING gin ("contact" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "suppliers_phone_trgm_idx" ON "suppliers" USING gin ("phone" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "suppliers_address_trgm_idx" ON "suppliers" USING gin ("address" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "suppliers_status_idx" ON "suppliers" USING btree ("tenant_id","status") WHERE not "suppliers"."is_deleted";--> statement-breakpoint
CREATE INDEX "warehouses_recent_idx" ON "warehouses" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "warehouses"."is_deleted";--> statement-breakpoint
CREATE INDEX "warehouses_name_sort_idx" ON "warehouses" USING btree ("tenant_id","factory_id","name","id") WHERE not "warehouses"."is_deleted";--> statement-breakpoint
CREATE INDEX "warehouses_name_trgm_idx" ON "warehouses" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "warehouses_code_trgm_idx" ON "warehouses" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "warehouses_type_sort_idx" ON "warehouses" USING btree ("tenant_id","factory_id","type","id") WHERE not "warehouses"."is_deleted";--> statement-breakpoint
CREATE INDEX "warehouses_position_rule_trgm_idx" ON "warehouses" USING gin ("position_rule" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "warehouses_address_trgm_idx" ON "warehouses" USING gin ("address" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "wx_templates_recent_idx" ON "wx_templates" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "wx_templates"."is_deleted";--> statement-breakpoint
CREATE INDEX "wx_templates_event_idx" ON "wx_templates" USING btree ("tenant_id","event") WHERE not "wx_templates"."is_deleted";--> statement-breakpoint
CREATE INDEX "wx_templates_template_id_trgm_idx" ON "wx_templates" USING gin ("template_id" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "employees_recent_idx" ON "employees" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "employees"."is_deleted";--> statement-breakpoint
CREATE INDEX "employees_job_no_sort_idx" ON "employees" USING btree ("tenant_id","job_no","id") WHERE not "employees"."is_deleted";--> statement-breakpoint
CREATE INDEX "employees_job_no_trgm_idx" ON "employees" USING gin ("job_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "employees_name_sort_idx" ON "employees" USING btree ("tenant_id","name","id") WHERE not "employees"."is_deleted";--> statement-breakpoint
CREATE INDEX "employees_name_trgm_idx" ON "employees" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "employees_phone_trgm_idx" ON "employees" USING gin ("phone" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "employees_organization_unit_id_idx" ON "employees" USING btree ("tenant_id","organization_unit_id") WHERE not "employees"."is_deleted";--> statement-breakpoint
CREATE INDEX "employees_position_trgm_idx" ON "employees" USING gin ("position" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "employees_wage_type_idx" ON "employees" USING btree ("tenant_id","wage_type") WHERE not "employees"."is_deleted";--> statement-breakpoint
CREATE INDEX "employees_entry_date_sort_idx" ON "employees" USING btree ("tenant_id","entry_date","id") WHERE not "employees"."is_deleted";--> statement-breakpoint
CREATE INDEX "employees_status_idx" ON "employees" USING btree ("tenant_id","status") WHERE not "employees"."is_deleted";--> statement-breakpoint
CREATE INDEX "employees_remark_trgm_idx" ON "employees" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "query_organization_units_recent_idx" ON "query_organization_units" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "query_organization_units"."is_deleted";--> statement-breakpoint
CREATE INDEX "query_organization_units_module_name_sort_idx" ON "query_organization_units" USING btree ("tenant_id","module_name","id") WHERE not "query_organization_units"."is_deleted";--> statement-breakpoint
CREATE INDEX "query_organization_units_module_name_trgm_idx" ON "query_organization_units" USING gin ("module_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "query_organization_units_router_name_sort_idx" ON "query_organization_units" USING btree ("tenant_id","router_name","id") WHERE not "query_organization_units"."is_deleted";--> statement-breakpoint
CREATE INDEX "query_organization_units_router_name_trgm_idx" ON "query_organization_units" USING gin ("router_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "query_organization_units_query_user_title_trgm_idx" ON "query_organization_units" USING gin ("query_user_title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "query_organization_units_query_user_key_trgm_idx" ON "query_organization_units" USING gin ("query_user_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "query_organization_units_organization_unit_name_trgm_idx" ON "query_organization_units" USING gin ("organization_unit_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "client_capacities_recent_idx" ON "client_capacities" USING btree ("tenant_id","factory_id","creation_time" DESC NULLS FIRST,"id") WHERE not "client_capacities"."is_deleted";--> statement-breakpoint
CREATE INDEX "client_capacities_date_sort_idx" ON "client_capacities" USING btree ("tenant_id","factory_id","date","id") WHERE not "client_capacities"."is_deleted";--> statement-breakpoint
CREATE INDEX "client_capacities_equipment_id_idx" ON "client_capacities" USING btree ("tenant_id","factory_id","equipment_id") WHERE not "client_capacities"."is_deleted";--> statement-breakpoint
CREATE INDEX "client_capacities_process_id_idx" ON "client_capacities" USING btree ("tenant_id","factory_id","process_id") WHERE not "client_capacities"."is_deleted";--> statement-breakpoint
CREATE INDEX "client_capacities_qty_sort_idx" ON "client_capacities" USING btree ("tenant_id","factory_id","qty","id") WHERE not "client_capacities"."is_deleted";--> statement-breakpoint
CREATE INDEX "client_capacities_area_sort_idx" ON "client_capacities" USING btree ("tenant_id","factory_id","area","id") WHERE not "client_capacities"."is_deleted";--> statement-breakpoint
CREATE INDEX "client_capacities_remark_trgm_idx" ON "client_capacities" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "equipment_recent_idx" ON "equipment" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "equipment"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_name_sort_idx" ON "equipment" USING btree ("tenant_id","name","id") WHERE not "equipment"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_name_trgm_idx" ON "equipment" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "equipment_code_sort_idx" ON "equipment" USING btree ("tenant_id","code","id") WHERE not "equipment"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_code_trgm_idx" ON "equipment" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "equipment_equipment_type_idx" ON "equipment" USING btree ("tenant_id","equipment_type") WHERE not "equipment"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_equipment_group_id_idx" ON "equipment" USING btree ("tenant_id","equipment_group_id") WHERE not "equipment"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_serial_no_trgm_idx" ON "equipment" USING gin ("serial_no" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "equipment_brand_trgm_idx" ON "equipment" USING gin ("brand" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "equipment_model_trgm_idx" ON "equipment" USING gin ("model" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "equipment_use_date_sort_idx" ON "equipment" USING btree ("tenant_id","use_date","id") WHERE not "equipment"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_location_trgm_idx" ON "equipment" USING gin ("location" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "equipment_next_maintenance_date_sort_idx" ON "equipment" USING btree ("tenant_id","next_maintenance_date","id") WHERE not "equipment"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_status_idx" ON "equipment" USING btree ("tenant_id","status") WHERE not "equipment"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_remark_trgm_idx" ON "equipment" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "equipment_features_recent_idx" ON "equipment_features" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "equipment_features"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_features_name_sort_idx" ON "equipment_features" USING btree ("tenant_id","name","id") WHERE not "equipment_features"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_features_name_trgm_idx" ON "equipment_features" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "equipment_features_code_idx" ON "equipment_features" USING btree ("tenant_id","code") WHERE not "equipment_features"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_features_permission_name_trgm_idx" ON "equipment_features" USING gin ("permission_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "equipment_features_sort_sort_idx" ON "equipment_features" USING btree ("tenant_id","sort","id") WHERE not "equipment_features"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_groups_recent_idx" ON "equipment_groups" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "equipment_groups"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_groups_name_sort_idx" ON "equipment_groups" USING btree ("tenant_id","name","id") WHERE not "equipment_groups"."is_deleted";--> statement-breakpoint
CREATE INDEX "equipment_groups_name_trgm_idx" ON "equipment_groups" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "equipment_groups_sort_sort_idx" ON "equipment_groups" USING btree ("tenant_id","sort","id") WHERE not "equipment_groups"."is_deleted";--> statement-breakpoint
CREATE INDEX "process_groups_recent_idx" ON "process_groups" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "process_groups"."is_deleted";--> statement-breakpoint
CREATE INDEX "process_groups_name_sort_idx" ON "process_groups" USING btree ("tenant_id","name","id") WHERE not "process_groups"."is_deleted";--> statement-breakpoint
CREATE INDEX "process_groups_name_trgm_idx" ON "process_groups" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "process_groups_sort_sort_idx" ON "process_groups" USING btree ("tenant_id","sort","id") WHERE not "process_groups"."is_deleted";--> statement-breakpoint
CREATE INDEX "processes_recent_idx" ON "processes" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "processes"."is_deleted";--> statement-breakpoint
CREATE INDEX "processes_name_sort_idx" ON "processes" USING btree ("tenant_id","name","id") WHERE not "processes"."is_deleted";--> statement-breakpoint
CREATE INDEX "processes_name_trgm_idx" ON "processes" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "processes_code_sort_idx" ON "processes" USING btree ("tenant_id","code","id") WHERE not "processes"."is_deleted";--> statement-breakpoint
CREATE INDEX "processes_code_trgm_idx" ON "processes" USING gin ("code" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "processes_process_group_id_idx" ON "processes" USING btree ("tenant_id","process_group_id") WHERE not "processes"."is_deleted";--> statement-breakpoint
CREATE INDEX "processes_kind_idx" ON "processes" USING btree ("tenant_id","kind") WHERE not "processes"."is_deleted";--> statement-breakpoint
CREATE INDEX "processes_sort_sort_idx" ON "processes" USING btree ("tenant_id","sort","id") WHERE not "processes"."is_deleted";--> statement-breakpoint
CREATE INDEX "processes_remark_trgm_idx" ON "processes" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "supplier_product_skus_recent_idx" ON "supplier_product_skus" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "supplier_product_skus"."is_deleted";--> statement-breakpoint
CREATE INDEX "supplier_product_skus_product_id_idx" ON "supplier_product_skus" USING btree ("tenant_id","product_id") WHERE not "supplier_product_skus"."is_deleted";--> statement-breakpoint
CREATE INDEX "supplier_product_skus_surface_trgm_idx" ON "supplier_product_skus" USING gin ("surface" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "supplier_products_recent_idx" ON "supplier_products" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "supplier_products"."is_deleted";--> statement-breakpoint
CREATE INDEX "supplier_products_material_trgm_idx" ON "supplier_products" USING gin ("material" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "supplier_products_thickness_sort_idx" ON "supplier_products" USING btree ("tenant_id","thickness","id") WHERE not "supplier_products"."is_deleted";--> statement-breakpoint
CREATE INDEX "supplier_products_remark_trgm_idx" ON "supplier_products" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "web_introductions_recent_idx" ON "web_introductions" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "web_introductions"."is_deleted";--> statement-breakpoint
CREATE INDEX "web_introductions_title_sort_idx" ON "web_introductions" USING btree ("tenant_id","title","id") WHERE not "web_introductions"."is_deleted";--> statement-breakpoint
CREATE INDEX "web_introductions_title_trgm_idx" ON "web_introductions" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "web_introductions_cover_trgm_idx" ON "web_introductions" USING gin ("cover" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "web_introductions_sort_sort_idx" ON "web_introductions" USING btree ("tenant_id","sort","id") WHERE not "web_introductions"."is_deleted";--> statement-breakpoint
CREATE INDEX "web_monitors_recent_idx" ON "web_monitors" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "web_monitors"."is_deleted";--> statement-breakpoint
CREATE INDEX "web_monitors_name_sort_idx" ON "web_monitors" USING btree ("tenant_id","name","id") WHERE not "web_monitors"."is_deleted";--> statement-breakpoint
CREATE INDEX "web_monitors_name_trgm_idx" ON "web_monitors" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "web_monitors_device_serial_trgm_idx" ON "web_monitors" USING gin ("device_serial" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "web_monitors_workshop_trgm_idx" ON "web_monitors" USING gin ("workshop" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "web_monitors_status_idx" ON "web_monitors" USING btree ("tenant_id","status") WHERE not "web_monitors"."is_deleted";--> statement-breakpoint
CREATE INDEX "web_monitors_sort_sort_idx" ON "web_monitors" USING btree ("tenant_id","sort","id") WHERE not "web_monitors"."is_deleted";--> statement-breakpoint
CREATE INDEX "web_small_programs_recent_idx" ON "web_small_programs" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "web_small_programs"."is_deleted";--> statement-breakpoint
CREATE INDEX "web_small_programs_name_sort_idx" ON "web_small_programs" USING btree ("tenant_id","name","id") WHERE not "web_small_programs"."is_deleted";--> statement-breakpoint
CREATE INDEX "web_small_programs_name_trgm_idx" ON "web_small_programs" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "web_small_programs_app_id_trgm_idx" ON "web_small_programs" USING gin ("app_id" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "web_small_programs_type_idx" ON "web_small_programs" USING btree ("tenant_id","type") WHERE not "web_small_programs"."is_deleted";--> statement-breakpoint
CREATE INDEX "web_small_programs_qr_code_url_trgm_idx" ON "web_small_programs" USING gin ("qr_code_url" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "web_small_programs_status_idx" ON "web_small_programs" USING btree ("tenant_id","status") WHERE not "web_small_programs"."is_deleted";--> statement-breakpoint
CREATE INDEX "web_small_programs_remark_trgm_idx" ON "web_small_programs" USING gin ("remark" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "change_order_types_recent_idx" ON "change_order_types" USING btree ("tenant_id","creation_time" DESC NULLS FIRST,"id") WHERE not "change_order_types"."is_deleted";--> statement-breakpoint
CREATE INDEX "change_order_types_name_sort_idx" ON "change_order_types" USING btree ("tenant_id","name","id") WHERE not "change_order_types"."is_deleted";--> statement-breakpoint
CREATE INDEX "change_order_types_name_trgm_idx" ON "change_order_types" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "change_order_types_sort_sort_idx" ON "change_order_types" USING btree ("tenant_id","sort","id") WHERE not "change_order_types"."is_deleted";