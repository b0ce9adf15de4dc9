ALTER TABLE "stories" ADD COLUMN "continues_story_id" uuid;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "chapter" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "closes_series" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_continues_story_id_stories_id_fk" FOREIGN KEY ("continues_story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stories_continues_story_idx" ON "stories" USING btree ("continues_story_id") WHERE "stories"."continues_story_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_chapter_range" CHECK ("stories"."chapter" BETWEEN 1 AND 5);