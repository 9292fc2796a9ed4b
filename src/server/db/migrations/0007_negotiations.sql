ALTER TABLE "price_negotiations" ADD COLUMN "awaiting" varchar(10) DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_negotiations" ADD COLUMN "used_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_negotiations" ADD COLUMN "reject_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_negotiation_id_price_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."price_negotiations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_negotiations_status_idx" ON "price_negotiations" USING btree ("status","awaiting","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_negotiations_one_live_idx" ON "price_negotiations" USING btree ("user_id","sku_id") WHERE "price_negotiations"."status" in ('open', 'accepted');--> statement-breakpoint
ALTER TABLE "negotiation_offers" ADD CONSTRAINT "negotiation_offers_by" CHECK ("negotiation_offers"."by" in ('buyer', 'shop'));--> statement-breakpoint
ALTER TABLE "negotiation_offers" ADD CONSTRAINT "negotiation_offers_positive" CHECK ("negotiation_offers"."price_per_kg_fen" > 0 and "negotiation_offers"."quantity" > 0);--> statement-breakpoint
ALTER TABLE "price_negotiations" ADD CONSTRAINT "price_negotiations_awaiting" CHECK ("price_negotiations"."awaiting" in ('buyer', 'shop'));--> statement-breakpoint
ALTER TABLE "price_negotiations" ADD CONSTRAINT "price_negotiations_used_range" CHECK ("price_negotiations"."used_quantity" >= 0 and "price_negotiations"."used_quantity" <= coalesce("price_negotiations"."agreed_quantity", 0));