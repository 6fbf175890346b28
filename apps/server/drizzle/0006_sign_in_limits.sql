CREATE TABLE "sign_in_failure" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_failure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_key_attempt" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "sign_in_failure_email_idx" ON "sign_in_failure" USING btree ("email","at");--> statement-breakpoint
CREATE INDEX "sign_in_failure_ip_idx" ON "sign_in_failure" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "admin_key_attempt_ip_idx" ON "admin_key_attempt" USING btree ("ip","at");