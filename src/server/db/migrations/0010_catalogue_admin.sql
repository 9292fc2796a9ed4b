CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "actor_id" integer;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "note" varchar(200);--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The ledger becomes complete: each pack's stock not yet explained by its movements becomes an opening movement.
INSERT INTO "stock_movements" ("sku_id", "delta", "reason", "created_at")
SELECT "skus"."id", "skus"."stock" - coalesce(sum("stock_movements"."delta"), 0), 'opening', now()
FROM "skus" LEFT JOIN "stock_movements" ON "stock_movements"."sku_id" = "skus"."id"
GROUP BY "skus"."id", "skus"."stock"
HAVING "skus"."stock" - coalesce(sum("stock_movements"."delta"), 0) <> 0;
