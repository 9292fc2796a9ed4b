ALTER TABLE "orders" ADD COLUMN "freight_rule" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "free_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "shipping_weight_grams" integer;--> statement-breakpoint
-- Products the old flat-rate rules shipped free keep shipping free.
UPDATE "products" SET "free_shipping" = true WHERE "id" IN (
  SELECT jsonb_array_elements_text("value"->'freeShippingProductIds')::int FROM "config_data"
  WHERE "key" = 'freight' AND jsonb_typeof("value"->'freeShippingProductIds') = 'array'
);--> statement-breakpoint
-- The flat-rate rules give way to the freight templates, which start from their defaults.
DELETE FROM "config_data" WHERE "key" = 'freight' AND "value" ? 'flatFen';
