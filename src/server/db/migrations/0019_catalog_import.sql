CREATE TABLE "catalog_import_previews" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"actor_id" integer NOT NULL,
	"create_missing" boolean NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "skus" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_import_previews" ADD CONSTRAINT "catalog_import_previews_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_import_previews_expires_idx" ON "catalog_import_previews" USING btree ("expires_at");