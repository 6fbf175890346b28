CREATE TABLE "storage_purge" (
	"id" text PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "plan_ends_at" timestamp with time zone;