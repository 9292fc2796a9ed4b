CREATE TYPE "public"."sample_status" AS ENUM('requested', 'sent', 'declined', 'closed');--> statement-breakpoint
CREATE TABLE "sample_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size_grams" integer NOT NULL,
	"purpose" varchar(200) NOT NULL,
	"company" varchar(100) NOT NULL,
	"addressee" jsonb NOT NULL,
	"note" varchar(500),
	"status" "sample_status" DEFAULT 'requested' NOT NULL,
	"carrier" varchar(40),
	"tracking_no" varchar(40),
	"sent_at" timestamp with time zone,
	"decline_reason" varchar(200),
	"declined_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sample_sizes_grams" integer[] DEFAULT '{100,500}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_requests_user_product_idx" ON "sample_requests" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "sample_requests_status_created_idx" ON "sample_requests" USING btree ("status","created_at");