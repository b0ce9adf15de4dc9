-- One active subscription per user (docs/security.md, issue 16). Activations take a lock on the user's
-- row, so two checkouts completing at once for one user run one after the other and the second ends
-- the first; this deferred check, run at commit, refuses any transaction that would still leave two.
UPDATE "subscriptions" AS s SET "is_active" = false, "updated_at" = now()
WHERE s."is_active" AND EXISTS (
  SELECT 1 FROM "subscriptions" AS n
  WHERE n."user_id" = s."user_id" AND n."is_active" AND (n."created_at", n."id") > (s."created_at", s."id")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "subscriptions_one_active"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM "subscriptions" WHERE "user_id" = NEW."user_id" AND "is_active") > 1 THEN
    RAISE EXCEPTION 'user % would have more than one active subscription', NEW."user_id"
      USING ERRCODE = '23505', CONSTRAINT = 'subscriptions_one_active';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "subscriptions_one_active"
  AFTER INSERT OR UPDATE OF "is_active", "user_id" ON "subscriptions"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW."is_active")
  EXECUTE FUNCTION "subscriptions_one_active"();
