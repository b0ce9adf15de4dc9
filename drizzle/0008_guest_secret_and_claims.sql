ALTER TABLE "guest_sessions" ADD COLUMN "secret_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "guest_sessions_secret_hash_key" ON "guest_sessions" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "guest_sessions_claimed_by_idx" ON "guest_sessions" USING btree ("claimed_by_user_id","claimed_at") WHERE "guest_sessions"."claimed_by_user_id" IS NOT NULL;--> statement-breakpoint
-- Written by hand: a session made before secrets has its id as its cookie, so its secret is its id
-- (docs/security.md, "The guest id is not a key"). New sessions get a random secret.
UPDATE "guest_sessions" SET "secret_hash" = encode(sha256(convert_to("id", 'UTF8')), 'hex') WHERE "secret_hash" IS NULL;
