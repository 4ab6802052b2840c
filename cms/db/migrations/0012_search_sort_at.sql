ALTER TABLE "search_documents" ADD COLUMN "sort_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "search_documents_recent_idx" ON "search_documents" USING btree ("locale","sort_at" DESC NULLS FIRST,"id" DESC NULLS LAST);--> statement-breakpoint
UPDATE "search_documents" d SET "sort_at" = e."start_at" FROM "events" e WHERE d."kind" = 'event' AND e."id" = d."object_id";--> statement-breakpoint
UPDATE "search_documents" d SET "sort_at" = (s."date"::timestamp AT TIME ZONE 'UTC') FROM "stories" s WHERE d."kind" = 'story' AND s."id" = d."object_id";
