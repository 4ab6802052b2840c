ALTER TABLE "temp_files" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "temp_files_ip_created_at_idx" ON "temp_files" USING btree ("ip","created_at");