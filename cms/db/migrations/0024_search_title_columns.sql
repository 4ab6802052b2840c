DROP INDEX "search_documents_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "title_folded" text GENERATED ALWAYS AS (cms_unaccent(coalesce(title, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "title_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector(cms_search_config(locale), cms_unaccent(coalesce(title, '')))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_title_tsv_de_idx" ON "search_documents" USING gin ("title_tsv") WITH (fastupdate=false) WHERE "search_documents"."locale" = 'de';--> statement-breakpoint
CREATE INDEX "search_documents_title_tsv_en_idx" ON "search_documents" USING gin ("title_tsv") WITH (fastupdate=false) WHERE "search_documents"."locale" = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title_folded" gin_trgm_ops) WITH (fastupdate=false);