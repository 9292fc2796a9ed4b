CREATE TABLE "shop_secrets" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
