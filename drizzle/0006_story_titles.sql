ALTER TABLE "stories" ADD COLUMN "title" text;--> statement-breakpoint
-- Stories told before titles name their companion ('Mia and the Owl'); new ones are titled from their quest.
UPDATE "stories" SET "title" = "child_name" || ' and the ' || "animal" WHERE "title" IS NULL;--> statement-breakpoint
ALTER TABLE "stories" ALTER COLUMN "title" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "child_gender" text;
