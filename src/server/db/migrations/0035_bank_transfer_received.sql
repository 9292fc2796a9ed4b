ALTER TABLE "bank_transfers" ADD COLUMN "received_fen" bigint;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "confirm_note" varchar(200);