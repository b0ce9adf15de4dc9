CREATE TABLE "recording_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recording_object_journal" (
	"object_key" text PRIMARY KEY NOT NULL,
	"intent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_object_journal_intent" CHECK ("recording_object_journal"."intent" IN ('upload', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "recording_pages" (
	"recording_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"object_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_pages_pkey" PRIMARY KEY("recording_id","page"),
	CONSTRAINT "recording_pages_page_range" CHECK ("recording_pages"."page" BETWEEN 0 AND 99),
	CONSTRAINT "recording_pages_byte_size" CHECK ("recording_pages"."byte_size" > 0),
	CONSTRAINT "recording_pages_duration" CHECK ("recording_pages"."duration_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"recorder_name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"invitation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recordings_status" CHECK ("recordings"."status" IN ('draft', 'ready')),
	CONSTRAINT "recordings_recorder_name_length" CHECK (char_length("recordings"."recorder_name") BETWEEN 1 AND 40)
);
--> statement-breakpoint
ALTER TABLE "recording_invitations" ADD CONSTRAINT "recording_invitations_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_pages" ADD CONSTRAINT "recording_pages_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_invitation_id_recording_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."recording_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recording_invitations_token_key" ON "recording_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "recording_invitations_story_idx" ON "recording_invitations" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "recording_invitations_expires_idx" ON "recording_invitations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "recording_object_journal_created_idx" ON "recording_object_journal" USING btree ("intent","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recording_pages_object_key" ON "recording_pages" USING btree ("object_key");--> statement-breakpoint
CREATE INDEX "recordings_story_idx" ON "recordings" USING btree ("story_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recordings_invitation_key" ON "recordings" USING btree ("invitation_id");--> statement-breakpoint
-- Written by hand (docs/decisions/019-recorded-voices.md): a page's audio is journalled for deletion in the
-- same transaction that removes its row or gives it a new object, whatever removed it (a page recorded again,
-- a recording, a story or an account deleted, a cascade), so the store never keeps audio nobody can reach.
CREATE OR REPLACE FUNCTION "recording_pages_journal_old_object"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD."object_key" IS DISTINCT FROM NEW."object_key" THEN
    INSERT INTO "recording_object_journal" ("object_key", "intent") VALUES (OLD."object_key", 'delete')
      ON CONFLICT ("object_key") DO UPDATE SET "intent" = 'delete', "created_at" = now();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "recording_pages_journal_old_object"
  AFTER DELETE OR UPDATE OF "object_key" ON "recording_pages"
  FOR EACH ROW EXECUTE FUNCTION "recording_pages_journal_old_object"();
