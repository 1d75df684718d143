CREATE TABLE "job_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"source_id" text,
	"title" text NOT NULL,
	"company_name" text,
	"company_logo" text,
	"company_url" text,
	"company_industry" text,
	"job_level" text,
	"is_remote" boolean,
	"job_type" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_function" text,
	"job_url" text,
	"job_url_direct" text,
	"city" text,
	"state" text,
	"country" text,
	"description" text NOT NULL,
	"description_format" text NOT NULL,
	"description_html" text NOT NULL,
	"description_text" text NOT NULL,
	"date_posted" date,
	"salary_interval" text,
	"salary_min" double precision,
	"salary_max" double precision,
	"salary_currency" text,
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"role_title" text NOT NULL,
	"role_group" text NOT NULL,
	"experience_level" text NOT NULL,
	"min_years" integer,
	"education" text,
	"hybrid" boolean DEFAULT false NOT NULL,
	"required_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"analysis" jsonb NOT NULL,
	"analysis_version" text NOT NULL,
	"content_hash" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(role_title, '')), 'A') || setweight(to_tsvector('english', coalesce(company_name, '')), 'B') || setweight(to_tsvector('english', left(coalesce(description_text, ''), 20000)), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_posts_source_id_unique" ON "job_posts" USING btree ("source","source_id") WHERE "job_posts"."source_id" is not null;--> statement-breakpoint
CREATE INDEX "job_posts_job_url_idx" ON "job_posts" USING btree ("job_url");--> statement-breakpoint
CREATE INDEX "job_posts_role_level_date_idx" ON "job_posts" USING btree ("role_title","experience_level","date_posted");--> statement-breakpoint
CREATE INDEX "job_posts_group_idx" ON "job_posts" USING btree ("role_group");--> statement-breakpoint
CREATE INDEX "job_posts_date_idx" ON "job_posts" USING btree ("date_posted");--> statement-breakpoint
CREATE INDEX "job_posts_search_idx" ON "job_posts" USING gin ("search_vector");