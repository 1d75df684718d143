ALTER TABLE "job_matches" ADD COLUMN "rank" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "job_matches_resume_rank_idx" ON "job_matches" USING btree ("resume_id","rank");