ALTER TABLE "pages" ADD COLUMN "unpublished_de" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "unpublished_en" boolean DEFAULT false NOT NULL;