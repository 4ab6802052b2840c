DROP INDEX "search_documents_tsv_de_idx";--> statement-breakpoint
DROP INDEX "search_documents_tsv_en_idx";--> statement-breakpoint
DROP INDEX "search_documents_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_documents_tsv_de_idx" ON "search_documents" USING gin ("tsv") WITH (fastupdate=false) WHERE "search_documents"."locale" = 'de';--> statement-breakpoint
CREATE INDEX "search_documents_tsv_en_idx" ON "search_documents" USING gin ("tsv") WITH (fastupdate=false) WHERE "search_documents"."locale" = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin (cms_unaccent("title") gin_trgm_ops) WITH (fastupdate=false);