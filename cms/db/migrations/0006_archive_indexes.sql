CREATE INDEX "events_online_updated_idx" ON "events" USING btree ("updated_at") WHERE "events"."is_online";--> statement-breakpoint
CREATE INDEX "stories_online_updated_idx" ON "stories" USING btree ("updated_at") WHERE "stories"."is_online";--> statement-breakpoint
CREATE INDEX "stories_online_newest_idx" ON "stories" USING btree ("date","id","updated_at") WHERE "stories"."is_online";--> statement-breakpoint
CREATE INDEX "stories_online_teaser_idx" ON "stories" USING btree ("is_highlight","date","id") WHERE "stories"."is_online";