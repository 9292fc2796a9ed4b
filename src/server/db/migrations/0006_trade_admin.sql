ALTER TABLE "purchase_requirements" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_requirements" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supplier_applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supplier_applications" ADD COLUMN "note" varchar(200);--> statement-breakpoint
CREATE INDEX "purchase_requirements_user_idx" ON "purchase_requirements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "purchase_requirements_status_created_idx" ON "purchase_requirements" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "supplier_applications_status_created_idx" ON "supplier_applications" USING btree ("status","created_at");