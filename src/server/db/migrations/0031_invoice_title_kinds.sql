ALTER TABLE "invoice_applications" ALTER COLUMN "type" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "invoice_titles" ALTER COLUMN "type" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "invoice_applications" ALTER COLUMN "tax_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_applications" ALTER COLUMN "unit_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_applications" ALTER COLUMN "bank_account" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_applications" ALTER COLUMN "bank_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_applications" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_applications" ALTER COLUMN "mobile" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_titles" ALTER COLUMN "tax_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_titles" ALTER COLUMN "unit_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_titles" ALTER COLUMN "bank_account" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_titles" ALTER COLUMN "bank_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_titles" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_titles" ALTER COLUMN "mobile" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD COLUMN "unit_phone" varchar(30);--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD COLUMN "unit_phone" varchar(30);--> statement-breakpoint
-- The kinds of title before were ordinary and VAT special, every detail given for both. A VAT special
-- title with its details stays one, its mobile standing for the registered telephone it was never asked;
-- any other with a tax number is a company's ordinary title; one without is a person's.
UPDATE "invoice_applications" SET
  "unit_phone" = CASE WHEN type = 'vat_special' and nullif(trim(tax_no), '') is not null and nullif(trim(unit_address), '') is not null and nullif(trim(bank_name), '') is not null and nullif(trim(bank_account), '') is not null and nullif(trim(mobile), '') is not null THEN trim(mobile) END,
  "type" = CASE WHEN type = 'vat_special' and nullif(trim(tax_no), '') is not null and nullif(trim(unit_address), '') is not null and nullif(trim(bank_name), '') is not null and nullif(trim(bank_account), '') is not null and nullif(trim(mobile), '') is not null THEN 'vat_special' WHEN nullif(trim(tax_no), '') is not null THEN 'company' ELSE 'personal' END;--> statement-breakpoint
-- The kinds of title before were ordinary and VAT special, every detail given for both. A VAT special
-- title with its details stays one, its mobile standing for the registered telephone it was never asked;
-- any other with a tax number is a company's ordinary title; one without is a person's.
UPDATE "invoice_titles" SET
  "unit_phone" = CASE WHEN type = 'vat_special' and nullif(trim(tax_no), '') is not null and nullif(trim(unit_address), '') is not null and nullif(trim(bank_name), '') is not null and nullif(trim(bank_account), '') is not null and nullif(trim(mobile), '') is not null THEN trim(mobile) END,
  "type" = CASE WHEN type = 'vat_special' and nullif(trim(tax_no), '') is not null and nullif(trim(unit_address), '') is not null and nullif(trim(bank_name), '') is not null and nullif(trim(bank_account), '') is not null and nullif(trim(mobile), '') is not null THEN 'vat_special' WHEN nullif(trim(tax_no), '') is not null THEN 'company' ELSE 'personal' END;--> statement-breakpoint
DROP TYPE "public"."invoice_type";--> statement-breakpoint
CREATE TYPE "public"."invoice_type" AS ENUM('personal', 'company', 'vat_special');--> statement-breakpoint
ALTER TABLE "invoice_applications" ALTER COLUMN "type" SET DATA TYPE "public"."invoice_type" USING "type"::"public"."invoice_type";--> statement-breakpoint
ALTER TABLE "invoice_titles" ALTER COLUMN "type" SET DATA TYPE "public"."invoice_type" USING "type"::"public"."invoice_type";--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_details_of_type" CHECK (("invoice_applications"."type" = 'personal' or "invoice_applications"."tax_no" is not null) and ("invoice_applications"."type" <> 'vat_special' or ("invoice_applications"."unit_address" is not null and "invoice_applications"."unit_phone" is not null and "invoice_applications"."bank_account" is not null and "invoice_applications"."bank_name" is not null)));--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_details_of_type" CHECK (("invoice_titles"."type" = 'personal' or "invoice_titles"."tax_no" is not null) and ("invoice_titles"."type" <> 'vat_special' or ("invoice_titles"."unit_address" is not null and "invoice_titles"."unit_phone" is not null and "invoice_titles"."bank_account" is not null and "invoice_titles"."bank_name" is not null)));
