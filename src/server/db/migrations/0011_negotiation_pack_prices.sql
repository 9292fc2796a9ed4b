ALTER TABLE "negotiation_offers" ADD COLUMN "price_unit" varchar(4) DEFAULT 'kg' NOT NULL;--> statement-breakpoint
ALTER TABLE "negotiation_offers" ADD COLUMN "pack_price_fen" integer;--> statement-breakpoint
ALTER TABLE "price_negotiations" ADD COLUMN "agreed_price_unit" varchar(4);--> statement-breakpoint
ALTER TABLE "price_negotiations" ADD COLUMN "agreed_pack_price_fen" integer;--> statement-breakpoint
ALTER TABLE "negotiation_offers" ADD CONSTRAINT "negotiation_offers_pack_price" CHECK ("negotiation_offers"."price_unit" in ('kg', 'pack') and ("negotiation_offers"."price_unit" = 'pack') = ("negotiation_offers"."pack_price_fen" is not null) and coalesce("negotiation_offers"."pack_price_fen", 1) > 0);--> statement-breakpoint
ALTER TABLE "price_negotiations" ADD CONSTRAINT "price_negotiations_agreed_pack_price" CHECK (("price_negotiations"."agreed_price_unit" = 'pack') = ("price_negotiations"."agreed_pack_price_fen" is not null) and coalesce("price_negotiations"."agreed_pack_price_fen", 1) > 0);--> statement-breakpoint
UPDATE "price_negotiations" SET "agreed_price_unit" = 'kg' WHERE "agreed_price_per_kg_fen" IS NOT NULL;
