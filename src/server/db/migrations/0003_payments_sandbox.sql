CREATE TABLE "sandbox_keys" (
	"id" smallint PRIMARY KEY NOT NULL,
	"keys" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_trades" (
	"trade_no" varchar(40) PRIMARY KEY NOT NULL,
	"channel" "payment_channel" NOT NULL,
	"out_trade_no" varchar(64) NOT NULL,
	"amount_fen" integer NOT NULL,
	"subject" varchar(128) NOT NULL,
	"return_url" text,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "needs_refund" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_refund_idx" ON "payments" USING btree ("needs_refund") WHERE "payments"."needs_refund";