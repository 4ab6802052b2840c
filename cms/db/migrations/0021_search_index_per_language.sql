DROP INDEX "search_documents_tsv_idx";--> statement-breakpoint
CREATE INDEX "search_documents_tsv_de_idx" ON "search_documents" USING gin ("tsv") WHERE "search_documents"."locale" = 'de';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_en_idx" ON "search_documents" USING gin ("tsv") WHERE "search_documents"."locale" = 'en';