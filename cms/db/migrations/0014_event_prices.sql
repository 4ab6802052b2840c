ALTER TABLE "events" ADD COLUMN "price_min_cents" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "price_max_cents" integer;