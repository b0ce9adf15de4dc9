DROP INDEX "users_username_lower_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key_key" ON "users" USING btree ("username_key");--> statement-breakpoint
-- Written by hand: an ASCII username's canonical key is its lower case (src/shared/usernames.ts). Other
-- names are keyed in TypeScript when the database opens (src/server/db/username-keys.ts); of twins that
-- share a key, the oldest account keeps it.
UPDATE "users" AS u SET "username_key" = lower(btrim(u."username"))
WHERE u."username" ~ '^[ -~]+$'
  AND u."id" = (
    SELECT min(v."id") FROM "users" AS v
    WHERE v."username" ~ '^[ -~]+$' AND lower(btrim(v."username")) = lower(btrim(u."username"))
  );
