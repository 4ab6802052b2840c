ALTER TABLE "pages" ADD COLUMN "publish_locales" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "publish_locales" jsonb;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "publish_locales" jsonb;--> statement-breakpoint
ALTER TABLE "content_reviews" ADD COLUMN "locales" jsonb;