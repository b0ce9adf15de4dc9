ALTER TABLE "stories" ADD COLUMN "shelved_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "stories" SET "shelved_at" = "created_at";--> statement-breakpoint
WITH RECURSIVE "series" AS (
  SELECT "id", "id" AS "first_id" FROM "stories" WHERE "continues_story_id" IS NULL
  UNION ALL
  SELECT "stories"."id", "series"."first_id" FROM "stories" JOIN "series" ON "stories"."continues_story_id" = "series"."id"
), "newest" AS (
  SELECT "series"."first_id", max("stories"."created_at") AS "at"
  FROM "series" JOIN "stories" ON "stories"."id" = "series"."id"
  GROUP BY "series"."first_id" HAVING count(*) > 1
)
UPDATE "stories" SET "shelved_at" = "newest"."at"
FROM "series" JOIN "newest" ON "newest"."first_id" = "series"."first_id"
WHERE "stories"."id" = "series"."id";--> statement-breakpoint
CREATE INDEX "stories_user_shelf_idx" ON "stories" USING btree ("user_id","shelved_at" DESC NULLS LAST,"chapter" DESC NULLS LAST,"id" DESC NULLS LAST);
