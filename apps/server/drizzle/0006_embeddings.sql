ALTER TABLE "job_posts" ADD COLUMN "embedding" "bytea";--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "embedding_model" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "embedding" "bytea";--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "embedding_model" text;