CREATE TABLE "payment_share_links" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "sandbox_trades" ADD COLUMN "trade_type" varchar(8);--> statement-breakpoint
ALTER TABLE "payment_share_links" ADD CONSTRAINT "payment_share_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;