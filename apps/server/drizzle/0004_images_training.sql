CREATE TABLE "image" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"topic" text NOT NULL,
	"prompt" text NOT NULL,
	"category" text NOT NULL,
	"style" text NOT NULL,
	"quality" text NOT NULL,
	"size" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"source" text NOT NULL,
	"notice" text,
	"storage_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "style_model" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"dataset_id" text NOT NULL,
	"job_id" text NOT NULL,
	"name" text NOT NULL,
	"profile" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_dataset" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_image" (
	"id" text PRIMARY KEY NOT NULL,
	"dataset_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"caption" text NOT NULL,
	"category" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_job" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"dataset_id" text NOT NULL,
	"model_id" text NOT NULL,
	"stage" text NOT NULL,
	"progress" integer NOT NULL,
	"message" text NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"heartbeat_at" timestamp with time zone,
	"results" jsonb,
	"report" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "image" ADD CONSTRAINT "image_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "style_model" ADD CONSTRAINT "style_model_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_dataset" ADD CONSTRAINT "training_dataset_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_image" ADD CONSTRAINT "training_image_dataset_id_training_dataset_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."training_dataset"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_image" ADD CONSTRAINT "training_image_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_job" ADD CONSTRAINT "training_job_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_job" ADD CONSTRAINT "training_job_dataset_id_training_dataset_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."training_dataset"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_user_created_idx" ON "image" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "style_model_user_idx" ON "style_model" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "training_dataset_user_idx" ON "training_dataset" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "training_image_dataset_idx" ON "training_image" USING btree ("dataset_id","created_at");--> statement-breakpoint
CREATE INDEX "training_job_user_idx" ON "training_job" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "training_job_stage_idx" ON "training_job" USING btree ("stage");--> statement-breakpoint
CREATE UNIQUE INDEX "training_job_active_idx" ON "training_job" USING btree ("dataset_id") WHERE "training_job"."stage" not in ('complete', 'failed');