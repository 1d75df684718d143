DROP INDEX "job_posts_role_level_date_idx";--> statement-breakpoint
CREATE INDEX "job_posts_role_level_newest_idx" ON "job_posts" USING btree ("role_title","experience_level","date_posted" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_posts_role_newest_idx" ON "job_posts" USING btree ("role_title","date_posted" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "job_posts_newest_idx" ON "job_posts" USING btree ("date_posted" DESC NULLS LAST,"id" DESC NULLS FIRST);