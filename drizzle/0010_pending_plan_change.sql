ALTER TABLE "subscriptions" ADD COLUMN "pending_plan_type" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_plan_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pending_plan_type" CHECK ("subscriptions"."pending_plan_type" IS NULL OR "subscriptions"."pending_plan_type" IN ('FREE', 'STANDARD', 'PREMIUM'));