ALTER TABLE "skus" ADD COLUMN "code" varchar(40);--> statement-breakpoint
ALTER TABLE "skus" ADD CONSTRAINT "skus_code_unique" UNIQUE("code");