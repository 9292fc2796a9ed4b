ALTER TABLE "products" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "skus" ADD COLUMN "retired_at" timestamp with time zone;