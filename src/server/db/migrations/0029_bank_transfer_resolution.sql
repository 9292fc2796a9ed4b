CREATE TYPE "public"."bank_transfer_resolution" AS ENUM('refunded', 'matched');--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "resolution" "bank_transfer_resolution";--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "resolution_note" varchar(200);--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;