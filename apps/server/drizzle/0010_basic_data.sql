CREATE TABLE "accessories" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(64),
	"code" varchar(32),
	"accessory_type_id" uuid,
	"unit" varchar(8),
	"spec" varchar(64),
	"material" varchar(32),
	"brand" varchar(32),
	"default_supplier_id" uuid,
	"safety_stock" numeric(18, 2),
	"ref_price" numeric(18, 2),
	"image_url" varchar(500),
	"is_linear_nest" boolean,
	"bar_length" integer,
	"enabled" boolean,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "accessories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "accessory_skus" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"accessory_id" uuid,
	"sku_code" varchar(32),
	"spec_values" varchar(100),
	"unit" varchar(8),
	"ref_price" numeric(18, 2),
	"barcode" varchar(32),
	"enabled" boolean,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "accessory_skus_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "accessory_types" (
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
	CONSTRAINT "accessory_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "activity_price_rules" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(64),
	"discount_rate" numeric(18, 2),
	"start_time" date,
	"end_time" date,
	"coupon_prefix" varchar(8),
	"remark" varchar(200),
	"enabled" boolean,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "activity_price_rules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "aluminum_markets" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"source" integer,
	"metal" varchar(16),
	"price_date" date,
	"price" numeric(18, 2),
	"change" numeric(18, 2),
	"is_active" boolean,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "aluminum_markets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "area_rules" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(64),
	"basis" integer,
	"min_area_per_piece" numeric(18, 3),
	"rounding_digits" integer,
	"rounding_mode" integer,
	"flange_ignore_mm" integer,
	"opening_deduction_min" numeric(18, 3),
	"is_default" boolean,
	"platform_rule" boolean,
	"enabled" boolean,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "area_rules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "bend_coefficients" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"material_texture_id" uuid,
	"thickness" numeric(18, 2),
	"inner_radius" numeric(18, 2),
	"deduction_per90" numeric(18, 3),
	"k_factor" numeric(18, 3),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "bend_coefficients_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(32),
	"logo_url" varchar(500),
	"authorization_file_url" varchar(500),
	"status" integer,
	"audit_opinion" varchar(200),
	"is_default" boolean,
	"pack_template" text,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "brands_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "color_card_groups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(32),
	"parent_id" uuid,
	"supplier_id" uuid,
	"sort" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "color_card_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "color_cards" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(32),
	"name" varchar(32),
	"group_id" uuid,
	"paint_type" integer,
	"gloss" varchar(16),
	"hex" varchar(7),
	"image_url" varchar(500),
	"dosage_factor" numeric(18, 2),
	"enabled" boolean,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "color_cards_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "craftsmanship_categories" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(32),
	"sort" integer,
	"remark" varchar(200),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "craftsmanship_categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "craftsmanship_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(64),
	"category_id" uuid,
	"unit" varchar(8),
	"surcharge" numeric(18, 2),
	"outsource_by_default" boolean,
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
	CONSTRAINT "craftsmanship_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "demanders" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100),
	"short_name" varchar(32),
	"code" varchar(32),
	"contact" varchar(32),
	"phone" varchar(32),
	"address" varchar(200),
	"customer_type" integer,
	"parent_id" uuid,
	"invoice_title" varchar(100),
	"tax_no" varchar(32),
	"invoice_type" integer,
	"tax_rate" numeric(18, 2),
	"bank_name" varchar(100),
	"bank_account" varchar(40),
	"credit_limit" numeric(18, 2),
	"status" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "demanders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "excel_templates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(64),
	"business_type" integer,
	"resource" varchar(64),
	"columns" text,
	"file_url" varchar(500),
	"is_default" boolean,
	"enabled" boolean,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "excel_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "install_structures" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(64),
	"image_url" varchar(500),
	"accessory_note" varchar(200),
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
	CONSTRAINT "install_structures_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "material_textures" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(64),
	"code" varchar(32),
	"metal" integer,
	"alloy" varchar(16),
	"temper" varchar(16),
	"density" numeric(18, 3),
	"market_source" integer,
	"is_default" boolean,
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
	CONSTRAINT "material_textures_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "paint_structures" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(32),
	"paint_type" integer,
	"coats" integer,
	"bake_count" integer,
	"film_thickness_um" integer,
	"dosage_kg_per_m2" numeric(18, 3),
	"is_default" boolean,
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
	CONSTRAINT "paint_structures_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "pallets" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(64),
	"code" varchar(32),
	"length" integer,
	"width" integer,
	"height" integer,
	"max_load" numeric(18, 1),
	"tare_weight" numeric(18, 1),
	"material" integer,
	"unit_cost" numeric(18, 2),
	"returnable" boolean,
	"enabled" boolean,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "pallets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "plate_material_sizes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"material_texture_id" uuid,
	"thickness" numeric(18, 2),
	"width" integer,
	"length" integer,
	"is_standard" boolean,
	"sheet_weight" numeric(18, 3),
	"sort" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "plate_material_sizes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "plate_type_groups" (
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
	CONSTRAINT "plate_type_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "plate_types" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(64),
	"code" varchar(32),
	"group_id" uuid,
	"image_url" varchar(500),
	"template_url" varchar(500),
	"price_factor" numeric(18, 3),
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
	CONSTRAINT "plate_types_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "priority_process_costs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"material_texture_id" uuid,
	"process_name" varchar(32),
	"thickness_from" numeric(18, 2),
	"thickness_to" numeric(18, 2),
	"unit_cost" numeric(18, 2),
	"priority" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "priority_process_costs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quotation_categories" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(32),
	"sort" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "quotation_categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quotation_groups" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100),
	"item_prices" text,
	"is_default" boolean,
	"remark" varchar(200),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "quotation_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "quotation_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(64),
	"category_id" uuid,
	"unit" varchar(8),
	"pricing_basis" integer,
	"default_price" numeric(18, 2),
	"material_texture_id" uuid,
	"thickness_from" numeric(18, 2),
	"thickness_to" numeric(18, 2),
	"tax_rate" numeric(18, 2),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "quotation_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "storage_positions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"warehouse_id" uuid,
	"code" varchar(32),
	"capacity" integer,
	"status" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "storage_positions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "structure_categories" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(32),
	"sort" integer,
	"remark" varchar(200),
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "structure_categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "structure_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(64),
	"category_id" uuid,
	"price_factor" numeric(18, 3),
	"image_url" varchar(500),
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
	CONSTRAINT "structure_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100),
	"short_name" varchar(32),
	"code" varchar(32),
	"contact" varchar(32),
	"phone" varchar(32),
	"address" varchar(200),
	"supplier_types" varchar(32),
	"invoice_title" varchar(100),
	"tax_no" varchar(32),
	"invoice_type" integer,
	"tax_rate" numeric(18, 2),
	"bank_name" varchar(100),
	"bank_account" varchar(40),
	"payment_term_days" integer,
	"status" integer,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "suppliers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"factory_id" uuid NOT NULL,
	"name" varchar(64),
	"code" varchar(32),
	"type" integer,
	"is_default" boolean,
	"position_rule" varchar(64),
	"address" varchar(200),
	"enabled" boolean,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "warehouses_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "wx_templates" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"event" integer,
	"template_id" varchar(64),
	"field_map" text,
	"enabled" boolean,
	"creation_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid,
	"last_modification_time" timestamp with time zone,
	"last_modifier_id" uuid,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleter_id" uuid,
	"deletion_time" timestamp with time zone,
	"concurrency_stamp" varchar(40) DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "wx_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE INDEX "accessories_tenant_idx" ON "accessories" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "accessory_skus_tenant_idx" ON "accessory_skus" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "accessory_types_tenant_idx" ON "accessory_types" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "activity_price_rules_tenant_idx" ON "activity_price_rules" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "aluminum_markets_tenant_idx" ON "aluminum_markets" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "area_rules_tenant_idx" ON "area_rules" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "bend_coefficients_tenant_idx" ON "bend_coefficients" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "brands_tenant_idx" ON "brands" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "color_card_groups_tenant_idx" ON "color_card_groups" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "color_cards_tenant_idx" ON "color_cards" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "craftsmanship_categories_tenant_idx" ON "craftsmanship_categories" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "craftsmanship_items_tenant_idx" ON "craftsmanship_items" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "demanders_tenant_idx" ON "demanders" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "excel_templates_tenant_idx" ON "excel_templates" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "install_structures_tenant_idx" ON "install_structures" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "material_textures_tenant_idx" ON "material_textures" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "paint_structures_tenant_idx" ON "paint_structures" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "pallets_tenant_idx" ON "pallets" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "plate_material_sizes_tenant_idx" ON "plate_material_sizes" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "plate_type_groups_tenant_idx" ON "plate_type_groups" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "plate_types_tenant_idx" ON "plate_types" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "priority_process_costs_tenant_idx" ON "priority_process_costs" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "quotation_categories_tenant_idx" ON "quotation_categories" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "quotation_groups_tenant_idx" ON "quotation_groups" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "quotation_items_tenant_idx" ON "quotation_items" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "storage_positions_tenant_idx" ON "storage_positions" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "structure_categories_tenant_idx" ON "structure_categories" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "structure_items_tenant_idx" ON "structure_items" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "suppliers_tenant_idx" ON "suppliers" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "warehouses_tenant_idx" ON "warehouses" USING btree ("tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "wx_templates_tenant_idx" ON "wx_templates" USING btree ("tenant_id","is_deleted");