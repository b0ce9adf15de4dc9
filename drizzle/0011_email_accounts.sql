CREATE TABLE "email_verification_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verification_tokens" ADD CONSTRAINT "email_verification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_tokens_user_idx" ON "email_verification_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key_key" ON "users" USING btree ("email_key");--> statement-breakpoint
-- Written by hand (docs/decisions/029-accounts-by-email.md, DECISIONS §10): an existing address held by one
-- account becomes its key (canonicalEmail in src/shared/emails.ts: trimmed, lower case; ASCII addresses
-- only, where PostgreSQL's lower() is the same as JavaScript's). An address several accounts share (in any
-- letter case) keys none of them: they sign in by username only. No existing address counts as verified.
UPDATE "users" AS u SET "email_key" = lower(btrim(u."email"))
WHERE u."email" ~ '^[ -~]+$'
  AND NOT EXISTS (
    SELECT 1 FROM "users" AS v
    WHERE v."id" <> u."id" AND lower(btrim(v."email")) = lower(btrim(u."email"))
  );
