CREATE TABLE "quotation_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name_zh" varchar(120) NOT NULL,
	"product_name_en" varchar(160) NOT NULL,
	"ci_name" varchar(24),
	"sku_label_zh" varchar(40) NOT NULL,
	"sku_label_en" varchar(40) NOT NULL,
	"unit_price_fen" integer NOT NULL,
	"price_per_kg_fen" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_fen" bigint NOT NULL,
	"negotiation_id" integer
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_no" varchar(19) NOT NULL,
	"user_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"negotiation_id" integer,
	"goods_fen" bigint NOT NULL,
	"freight_fen" bigint,
	"total_fen" bigint NOT NULL,
	"delivery_way" varchar(20),
	"addressee" jsonb,
	"buyer_company" varchar(100),
	"buyer_contact" varchar(60),
	"buyer_phone" varchar(20) NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotations_quotation_no_unique" UNIQUE("quotation_no")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quotation_no" varchar(19);--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lines" ADD CONSTRAINT "quotation_lines_negotiation_id_price_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."price_negotiations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_negotiation_id_price_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."price_negotiations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_lines_quotation_idx" ON "quotation_lines" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "quotations_user_created_idx" ON "quotations" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quotation_no_quotations_quotation_no_fk" FOREIGN KEY ("quotation_no") REFERENCES "public"."quotations"("quotation_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_live_per_quotation_idx" ON "orders" USING btree ("quotation_no") WHERE "orders"."quotation_no" is not null and "orders"."status" <> 'cancelled';