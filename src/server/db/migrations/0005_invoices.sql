ALTER TABLE "invoice_applications" ADD COLUMN "invoice_no" varchar(20);--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "invoice_applications_status_idx" ON "invoice_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_applications_one_open_idx" ON "invoice_applications" USING btree ("order_id") WHERE "invoice_applications"."status" = 'in_progress';--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_one_default_idx" ON "invoice_titles" USING btree ("user_id") WHERE "invoice_titles"."is_default";