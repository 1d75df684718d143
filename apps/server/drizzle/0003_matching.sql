CREATE TABLE "job_matches" (
	"resume_id" uuid NOT NULL,
	"job_post_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"reason" text NOT NULL,
	"method_version" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_matches_resume_id_job_post_id_pk" PRIMARY KEY("resume_id","job_post_id")
);
--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "vector" jsonb;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "prepared" jsonb;--> statement-breakpoint
ALTER TABLE "job_matches" ADD CONSTRAINT "job_matches_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_matches" ADD CONSTRAINT "job_matches_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_matches_resume_score_idx" ON "job_matches" USING btree ("resume_id","score");