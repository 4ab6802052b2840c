ALTER TABLE "content_publications" ADD COLUMN "before_publish" jsonb;--> statement-breakpoint
ALTER TABLE "content_publications" ADD COLUMN "discarded" jsonb;