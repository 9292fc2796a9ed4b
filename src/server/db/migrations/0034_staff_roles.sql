CREATE TYPE "public"."staff_role" AS ENUM('owner', 'service', 'warehouse', 'finance', 'content', 'catalogue');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" "staff_role";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
-- Every admin so far did everything: each becomes an owner.
UPDATE "users" SET "staff_role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_of_admins" CHECK (("users"."role" = 'admin') = ("users"."staff_role" is not null));