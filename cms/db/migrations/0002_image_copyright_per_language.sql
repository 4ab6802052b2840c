ALTER TABLE "images" RENAME COLUMN "copyright" TO "copyright_de";--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "copyright_en" text DEFAULT '' NOT NULL;