CREATE TABLE "job_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_post_id" uuid NOT NULL,
	"url_slug" text NOT NULL,
	"meta_title" text NOT NULL,
	"meta_description" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"content" jsonb NOT NULL,
	"key_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"question_count" integer NOT NULL,
	"generator_name" text NOT NULL,
	"generator_version" text NOT NULL,
	"source_hash" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_profiles" ADD CONSTRAINT "job_profiles_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_profiles_post_unique" ON "job_profiles" USING btree ("job_post_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_profiles_slug_unique" ON "job_profiles" USING btree ("url_slug");