ALTER TABLE "skus" ADD COLUMN "low_stock_threshold" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","status");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at","paid_fen");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","role");--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_low_stock_threshold_not_negative" CHECK ("skus"."low_stock_threshold" >= 0);