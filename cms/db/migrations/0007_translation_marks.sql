ALTER TABLE "modules" ADD COLUMN "needs_translation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "translation_source" integer;