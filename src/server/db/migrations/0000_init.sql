CREATE TYPE "public"."after_sales_mode" AS ENUM('refund_only', 'return_refund');--> statement-breakpoint
CREATE TYPE "public"."after_sales_status" AS ENUM('under_audit', 'approved', 'rejected', 'goods_returned', 'refunded', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."colour_variant" AS ENUM('natural', 'diluted');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('boy', 'girl');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('in_progress', 'issued', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."invoice_type" AS ENUM('ordinary', 'vat_special');--> statement-breakpoint
CREATE TYPE "public"."message_kind" AS ENUM('system', 'order');--> statement-breakpoint
CREATE TYPE "public"."negotiation_status" AS ENUM('open', 'accepted', 'rejected', 'withdrawn', 'expired', 'used');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('awaiting_payment', 'awaiting_shipment', 'awaiting_receipt', 'after_sales', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_channel" AS ENUM('wechat', 'alipay');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'succeeded', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."product_kind" AS ENUM('inorganic', 'organic', 'dye', 'paste');--> statement-breakpoint
CREATE TYPE "public"."requirement_status" AS ENUM('new', 'assigned', 'answered', 'closed');--> statement-breakpoint
CREATE TYPE "public"."supplier_status" AS ENUM('new', 'contacted', 'accepted', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('customer', 'admin');--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"province_code" varchar(12) NOT NULL,
	"province" varchar(40) NOT NULL,
	"city_code" varchar(12) NOT NULL,
	"city" varchar(40) NOT NULL,
	"district_code" varchar(12) NOT NULL,
	"district" varchar(40) NOT NULL,
	"detail" varchar(200) NOT NULL,
	"consignee" varchar(40) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mode" "after_sales_mode" NOT NULL,
	"status" "after_sales_status" DEFAULT 'under_audit' NOT NULL,
	"refund_fen" integer NOT NULL,
	"reason" varchar(60) NOT NULL,
	"description" varchar(500),
	"photo_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"express_company" varchar(60),
	"tracking_no" varchar(60),
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "after_sales_refund_no_unique" UNIQUE("refund_no"),
	CONSTRAINT "after_sales_refund_positive" CHECK ("after_sales"."refund_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "after_sales_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"after_sales_id" integer NOT NULL,
	"status" "after_sales_status" NOT NULL,
	"actor" varchar(20) NOT NULL,
	"note" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales_lines" (
	"after_sales_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "after_sales_lines_after_sales_id_order_line_id_pk" PRIMARY KEY("after_sales_id","order_line_id")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" varchar(120) NOT NULL,
	"title_en" varchar(160) NOT NULL,
	"subtitle_zh" varchar(200) NOT NULL,
	"subtitle_en" varchar(240) NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"name_zh" varchar(80) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"country_zh" varchar(40) NOT NULL,
	"country_en" varchar(40) NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"logo_url" text NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_range" CHECK ("cart_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name_zh" varchar(80) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "categories_level_range" CHECK ("categories"."level" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "columns" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name_zh" varchar(60) NOT NULL,
	"name_en" varchar(80) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_data" (
	"key" varchar(60) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" "invoice_type" NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_no" varchar(20) NOT NULL,
	"unit_address" varchar(200) NOT NULL,
	"bank_account" varchar(40) NOT NULL,
	"bank_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" "invoice_status" DEFAULT 'in_progress' NOT NULL,
	"reject_reason" varchar(200),
	"file_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invoice_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" "invoice_type" NOT NULL,
	"title" varchar(100) NOT NULL,
	"tax_no" varchar(20) NOT NULL,
	"unit_address" varchar(200) NOT NULL,
	"bank_account" varchar(40) NOT NULL,
	"bank_name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logistics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"location" varchar(80),
	"description" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "message_kind" NOT NULL,
	"title_zh" varchar(120) NOT NULL,
	"title_en" varchar(160) NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"order_id" integer,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negotiation_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"negotiation_id" integer NOT NULL,
	"by" varchar(10) NOT NULL,
	"price_per_kg_fen" integer NOT NULL,
	"quantity" integer NOT NULL,
	"note" varchar(500),
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"column_id" integer NOT NULL,
	"title_zh" varchar(160) NOT NULL,
	"title_en" varchar(200) NOT NULL,
	"summary_zh" varchar(300) NOT NULL,
	"summary_en" varchar(400) NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"cover_url" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name_zh" varchar(120) NOT NULL,
	"product_name_en" varchar(160) NOT NULL,
	"sku_label_zh" varchar(40) NOT NULL,
	"sku_label_en" varchar(40) NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"price_per_kg_fen" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_fen" integer NOT NULL,
	"negotiation_id" integer
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"status" "order_status" DEFAULT 'awaiting_payment' NOT NULL,
	"goods_fen" integer NOT NULL,
	"freight_fen" integer NOT NULL,
	"total_fen" integer NOT NULL,
	"paid_fen" integer,
	"payment_type" "payment_channel",
	"remark" varchar(200),
	"addressee" jsonb NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"delivery_way" varchar(20),
	"logistics_company" varchar(60),
	"tracking_no" varchar(60),
	"shipped_at" timestamp with time zone,
	"driver_name" varchar(40),
	"driver_phone" varchar(20),
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"channel" "payment_channel" NOT NULL,
	"out_trade_no" varchar(64) NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"provider_trade_no" varchar(64),
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_out_trade_no_unique" UNIQUE("out_trade_no")
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(30) NOT NULL,
	"title_zh" varchar(80) NOT NULL,
	"title_en" varchar(120) NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "price_negotiations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"status" "negotiation_status" DEFAULT 'open' NOT NULL,
	"agreed_price_per_kg_fen" integer,
	"agreed_quantity" integer,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_colours" (
	"product_id" integer NOT NULL,
	"variant" "colour_variant" NOT NULL,
	"hex" varchar(7) NOT NULL,
	CONSTRAINT "product_colours_product_id_variant_pk" PRIMARY KEY("product_id","variant")
);
--> statement-breakpoint
CREATE TABLE "product_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name_zh" varchar(60) NOT NULL,
	"name_en" varchar(60) NOT NULL,
	"value" varchar(60) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"kind" "product_kind" NOT NULL,
	"name_zh" varchar(120) NOT NULL,
	"name_en" varchar(160) NOT NULL,
	"ci_name" varchar(24),
	"ci_number" varchar(12),
	"chemistry" varchar(120) NOT NULL,
	"origin_zh" varchar(60) NOT NULL,
	"origin_en" varchar(60) NOT NULL,
	"applicability" text[] NOT NULL,
	"specification_zh" text NOT NULL,
	"specification_en" text NOT NULL,
	"intro_zh" text NOT NULL,
	"intro_en" text NOT NULL,
	"image_url" text,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "purchase_requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"product_id" integer,
	"need" varchar(1000) NOT NULL,
	"target_hex" varchar(7),
	"photo_url" text,
	"application" varchar(40),
	"quantity" integer NOT NULL,
	"unit" varchar(10) NOT NULL,
	"target_price_fen" integer,
	"deadline" date,
	"contact_name" varchar(40) NOT NULL,
	"contact_phone" varchar(20) NOT NULL,
	"status" "requirement_status" DEFAULT 'new' NOT NULL,
	"assignee" varchar(40),
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_agent" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"label_zh" varchar(40) NOT NULL,
	"label_en" varchar(40) NOT NULL,
	"net_weight_grams" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"price_per_kg_fen" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skus_stock_not_negative" CHECK ("skus"."stock" >= 0),
	CONSTRAINT "skus_price_positive" CHECK ("skus"."price_fen" > 0 and "skus"."price_per_kg_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"order_id" integer,
	"delta" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" varchar(100) NOT NULL,
	"contact_name" varchar(40) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"supplies" varchar(500) NOT NULL,
	"status" "supplier_status" DEFAULT 'new' NOT NULL,
	"contacted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(20) NOT NULL,
	"email" varchar(254),
	"password_hash" text NOT NULL,
	"role" "user_role" DEFAULT 'customer' NOT NULL,
	"nickname" varchar(40),
	"gender" "gender",
	"company_name" varchar(100),
	"landline" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_history" ADD CONSTRAINT "after_sales_history_after_sales_id_after_sales_id_fk" FOREIGN KEY ("after_sales_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_lines" ADD CONSTRAINT "after_sales_lines_after_sales_id_after_sales_id_fk" FOREIGN KEY ("after_sales_id") REFERENCES "public"."after_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_lines" ADD CONSTRAINT "after_sales_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logistics_events" ADD CONSTRAINT "logistics_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiation_offers" ADD CONSTRAINT "negotiation_offers_negotiation_id_price_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."price_negotiations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_column_id_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."columns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_negotiations" ADD CONSTRAINT "price_negotiations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_negotiations" ADD CONSTRAINT "price_negotiations_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_colours" ADD CONSTRAINT "product_colours_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_parameters" ADD CONSTRAINT "product_parameters_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requirements" ADD CONSTRAINT "purchase_requirements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requirements" ADD CONSTRAINT "purchase_requirements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_idx" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "after_sales_order_idx" ON "after_sales" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "after_sales_user_idx" ON "after_sales" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "after_sales_history_idx" ON "after_sales_history" USING btree ("after_sales_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_sku_idx" ON "cart_items" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "invoice_applications_order_idx" ON "invoice_applications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoice_applications_user_idx" ON "invoice_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invoice_titles_user_idx" ON "invoice_titles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "logistics_events_order_idx" ON "logistics_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "messages_user_kind_idx" ON "messages" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "negotiation_offers_idx" ON "negotiation_offers" USING btree ("negotiation_id");--> statement-breakpoint
CREATE INDEX "news_articles_column_idx" ON "news_articles" USING btree ("column_id","published_at");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "orders_deadline_idx" ON "orders" USING btree ("status","pay_deadline");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "price_negotiations_user_idx" ON "price_negotiations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_parameters_product_idx" ON "product_parameters" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "skus_product_idx" ON "skus" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_movements_sku_idx" ON "stock_movements" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");