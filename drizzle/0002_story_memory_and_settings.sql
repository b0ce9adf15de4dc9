ALTER TABLE "stories" ADD COLUMN "parts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "settings" text[];--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "child_key" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "child_age" integer;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "child_look" jsonb;--> statement-breakpoint
CREATE INDEX "stories_user_child_idx" ON "stories" USING btree ("user_id","child_key","created_at" DESC NULLS LAST) WHERE "stories"."child_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stories_guest_child_idx" ON "stories" USING btree ("guest_session_id","child_key","created_at" DESC NULLS LAST) WHERE "stories"."child_key" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_child_age_range" CHECK ("stories"."child_age" IS NULL OR "stories"."child_age" BETWEEN 1 AND 18);