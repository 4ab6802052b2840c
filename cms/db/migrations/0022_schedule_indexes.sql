CREATE INDEX "pages_publish_at_idx" ON "pages" USING btree ("publish_at") WHERE "pages"."publish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "pages_unpublish_at_idx" ON "pages" USING btree ("unpublish_at") WHERE "pages"."unpublish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "events_publish_at_idx" ON "events" USING btree ("publish_at") WHERE "events"."publish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "events_unpublish_at_idx" ON "events" USING btree ("unpublish_at") WHERE "events"."unpublish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stories_publish_at_idx" ON "stories" USING btree ("publish_at") WHERE "stories"."publish_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stories_unpublish_at_idx" ON "stories" USING btree ("unpublish_at") WHERE "stories"."unpublish_at" IS NOT NULL;