CREATE TYPE "public"."document_language" AS ENUM('zh', 'en');--> statement-breakpoint
CREATE TYPE "public"."document_type" AS ENUM('tds', 'sds', 'coa', 'rohsReach', 'other');--> statement-breakpoint
CREATE TABLE "product_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"type" "document_type" NOT NULL,
	"language" "document_language" NOT NULL,
	"title" varchar(120) NOT NULL,
	"batch_no" varchar(40),
	"version_date" date NOT NULL,
	"content_key" varchar(64) NOT NULL,
	"size_bytes" integer,
	"file_name" varchar(200),
	"generated" jsonb,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_documents_file" CHECK ("product_documents"."generated" is not null or ("product_documents"."size_bytes" is not null and "product_documents"."file_name" is not null))
);
--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_documents_product_idx" ON "product_documents" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_documents_content_idx" ON "product_documents" USING btree ("content_key");--> statement-breakpoint
-- A product's documents are part of its page: a change reaches every serving process as a content change (0012_catalog_changes).
CREATE TRIGGER product_documents_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_documents FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change('content');
