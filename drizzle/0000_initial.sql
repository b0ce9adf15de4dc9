CREATE TABLE "book_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"stripe_payment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_orders_status" CHECK ("book_orders"."status" IN ('pending', 'paid', 'printing', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "book_orders_price_nonnegative" CHECK ("book_orders"."price" >= 0),
	CONSTRAINT "book_orders_address_complete" CHECK ("book_orders"."shipping_address" ?& ARRAY['line1', 'city', 'state', 'postalCode', 'country'])
);
--> statement-breakpoint
CREATE TABLE "character_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"age" integer DEFAULT 5 NOT NULL,
	"gender" text DEFAULT 'Boy' NOT NULL,
	"hair_color" text DEFAULT 'Brown' NOT NULL,
	"eye_color" text DEFAULT 'Brown' NOT NULL,
	"favorite_color" text,
	"personality" text[] DEFAULT '{}'::text[] NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "character_profiles_name_length" CHECK (char_length("character_profiles"."name") BETWEEN 1 AND 50),
	CONSTRAINT "character_profiles_age_range" CHECK ("character_profiles"."age" BETWEEN 1 AND 18),
	CONSTRAINT "character_profiles_gender" CHECK ("character_profiles"."gender" IN ('Boy', 'Girl')),
	CONSTRAINT "character_profiles_hair_color" CHECK ("character_profiles"."hair_color" IN ('Blonde', 'Brown', 'Black', 'Red', 'Auburn', 'Gray', 'White', 'Blue', 'Pink', 'Purple', 'Green')),
	CONSTRAINT "character_profiles_eye_color" CHECK ("character_profiles"."eye_color" IN ('Brown', 'Blue', 'Green', 'Hazel', 'Gray', 'Amber', 'Violet')),
	CONSTRAINT "character_profiles_personality" CHECK ("character_profiles"."personality" <@ ARRAY['Adventurous', 'Brave', 'Creative', 'Curious', 'Funny', 'Kind', 'Shy', 'Outgoing', 'Smart', 'Caring', 'Energetic', 'Calm', 'Determined', 'Gentle', 'Playful', 'Thoughtful']::text[]),
	CONSTRAINT "character_profiles_favorite_color_length" CHECK ("character_profiles"."favorite_color" IS NULL OR char_length("character_profiles"."favorite_color") <= 30),
	CONSTRAINT "character_profiles_description_length" CHECK ("character_profiles"."description" IS NULL OR char_length("character_profiles"."description") <= 500),
	CONSTRAINT "character_profiles_interests_count" CHECK (coalesce(array_length("character_profiles"."interests", 1), 0) <= 20)
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"plan_type" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "checkout_sessions_plan_type" CHECK ("checkout_sessions"."plan_type" IN ('STANDARD', 'PREMIUM')),
	CONSTRAINT "checkout_sessions_provider" CHECK ("checkout_sessions"."provider" IN ('stripe', 'demo')),
	CONSTRAINT "checkout_sessions_status" CHECK ("checkout_sessions"."status" IN ('open', 'complete', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "guest_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"story_count" integer DEFAULT 0 NOT NULL,
	"last_reset_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_by_user_id" integer,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "guest_sessions_story_count_nonnegative" CHECK ("guest_sessions"."story_count" >= 0),
	CONSTRAINT "guest_sessions_id_length" CHECK (char_length("guest_sessions"."id") BETWEEN 22 AND 64)
);
--> statement-breakpoint
CREATE TABLE "processed_payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"guest_session_id" text,
	"story_id" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_duration" integer,
	"comprehension_score" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_progress_reader_present" CHECK ("reading_progress"."user_id" IS NOT NULL OR "reading_progress"."guest_session_id" IS NOT NULL),
	CONSTRAINT "reading_progress_duration" CHECK ("reading_progress"."read_duration" IS NULL OR "reading_progress"."read_duration" BETWEEN 0 AND 86400),
	CONSTRAINT "reading_progress_score" CHECK ("reading_progress"."comprehension_score" IS NULL OR "reading_progress"."comprehension_score" BETWEEN 0 AND 100),
	CONSTRAINT "reading_progress_notes_length" CHECK ("reading_progress"."notes" IS NULL OR char_length("reading_progress"."notes") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"guest_session_id" text,
	"character_profile_id" uuid,
	"child_name" text NOT NULL,
	"animal" text NOT NULL,
	"theme" text NOT NULL,
	"story_content" text NOT NULL,
	"length" text DEFAULT 'Medium' NOT NULL,
	"seed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone,
	"read_count" integer DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"metadata" jsonb,
	"book_preview_url" text,
	CONSTRAINT "stories_owner_present" CHECK ("stories"."user_id" IS NOT NULL OR "stories"."guest_session_id" IS NOT NULL),
	CONSTRAINT "stories_child_name_length" CHECK (char_length("stories"."child_name") BETWEEN 2 AND 30),
	CONSTRAINT "stories_animal_length" CHECK (char_length("stories"."animal") BETWEEN 2 AND 30),
	CONSTRAINT "stories_theme_length" CHECK (char_length("stories"."theme") BETWEEN 2 AND 50),
	CONSTRAINT "stories_length" CHECK ("stories"."length" IN ('Short', 'Medium', 'Long')),
	CONSTRAINT "stories_content_present" CHECK (char_length("stories"."story_content") > 0),
	CONSTRAINT "stories_read_count_nonnegative" CHECK ("stories"."read_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "story_illustrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"caption" text,
	"page_number" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"metadata" jsonb,
	CONSTRAINT "story_illustrations_page_positive" CHECK ("story_illustrations"."page_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"plan_type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone,
	"payment_failed_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_plan_type" CHECK ("subscriptions"."plan_type" IN ('FREE', 'STANDARD', 'PREMIUM')),
	CONSTRAINT "subscriptions_provider" CHECK ("subscriptions"."provider" IN ('stripe', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "user_monthly_usage" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"story_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_monthly_usage_pkey" PRIMARY KEY("user_id","month"),
	CONSTRAINT "user_monthly_usage_count_nonnegative" CHECK ("user_monthly_usage"."story_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'parent' NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profiles_user_id_key" UNIQUE("user_id"),
	CONSTRAINT "user_profiles_role" CHECK ("user_profiles"."role" IN ('parent'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"email" text NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_length" CHECK (char_length("users"."username") BETWEEN 3 AND 50),
	CONSTRAINT "users_email_shape" CHECK ("users"."email" LIKE '%_@_%' AND char_length("users"."email") <= 254)
);
--> statement-breakpoint
ALTER TABLE "book_orders" ADD CONSTRAINT "book_orders_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_profiles" ADD CONSTRAINT "character_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_sessions" ADD CONSTRAINT "guest_sessions_claimed_by_user_id_users_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_guest_session_id_guest_sessions_id_fk" FOREIGN KEY ("guest_session_id") REFERENCES "public"."guest_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_guest_session_id_guest_sessions_id_fk" FOREIGN KEY ("guest_session_id") REFERENCES "public"."guest_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_character_profile_id_character_profiles_id_fk" FOREIGN KEY ("character_profile_id") REFERENCES "public"."character_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_illustrations" ADD CONSTRAINT "story_illustrations_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_monthly_usage" ADD CONSTRAINT "user_monthly_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_orders_story_idx" ON "book_orders" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "character_profiles_user_id_idx" ON "character_profiles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_idx" ON "checkout_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "guest_sessions_expires_at_idx" ON "guest_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "reading_progress_story_idx" ON "reading_progress" USING btree ("story_id","completed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reading_progress_user_idx" ON "reading_progress" USING btree ("user_id","completed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "stories_user_created_idx" ON "stories" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stories_guest_created_idx" ON "stories" USING btree ("guest_session_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stories_user_favorites_idx" ON "stories" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "stories"."is_favorite";--> statement-breakpoint
CREATE INDEX "stories_character_profile_idx" ON "stories" USING btree ("character_profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "story_illustrations_story_page_key" ON "story_illustrations" USING btree ("story_id","page_number");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_subscription_key" ON "subscriptions" USING btree ("stripe_subscription_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));