ALTER TABLE "stories" ADD COLUMN "siblings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "sibling_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "lead_key" text;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_siblings_at_most_two" CHECK (cardinality("stories"."sibling_keys") <= 2);