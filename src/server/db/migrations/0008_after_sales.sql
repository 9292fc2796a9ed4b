CREATE TABLE "sandbox_refunds" (
	"trade_no" varchar(40) NOT NULL,
	"refund_no" varchar(64) NOT NULL,
	"provider_refund_no" varchar(40) NOT NULL,
	"amount_fen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_trade_no_refund_no_pk" PRIMARY KEY("trade_no","refund_no"),
	CONSTRAINT "sandbox_refunds_amount_positive" CHECK ("sandbox_refunds"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "order_status_before" "order_status" NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales_history" ADD COLUMN "actor_user_id" integer;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_trade_no_sandbox_trades_trade_no_fk" FOREIGN KEY ("trade_no") REFERENCES "public"."sandbox_trades"("trade_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_history" ADD CONSTRAINT "after_sales_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_one_open_idx" ON "after_sales" USING btree ("order_id") WHERE "after_sales"."status" in ('under_audit', 'approved', 'goods_returned');