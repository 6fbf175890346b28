CREATE TABLE "token_reservation" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"tokens" integer NOT NULL,
	"chat_message_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "token_reservation" ADD CONSTRAINT "token_reservation_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "token_reservation_expires_idx" ON "token_reservation" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "token_reservation_message_idx" ON "token_reservation" USING btree ("chat_message_id");