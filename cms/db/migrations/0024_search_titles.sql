CREATE TABLE "search_titles" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"title_folded" text GENERATED ALWAYS AS (cms_unaccent(title)) STORED NOT NULL,
	"title_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector(cms_search_config(locale), cms_unaccent(title))) STORED NOT NULL
);
--> statement-breakpoint
DROP INDEX "search_documents_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "search_titles" ADD CONSTRAINT "search_titles_document_id_search_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."search_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_titles_folded_trgm_idx" ON "search_titles" USING gin ("title_folded" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_titles_tsv_de_idx" ON "search_titles" USING gin ("title_tsv") WITH (fastupdate=false) WHERE "search_titles"."locale" = 'de';--> statement-breakpoint
CREATE INDEX "search_titles_tsv_en_idx" ON "search_titles" USING gin ("title_tsv") WITH (fastupdate=false) WHERE "search_titles"."locale" = 'en';--> statement-breakpoint
-- Every document with a title has its row in search_titles, written with it: the indexer's upserts,
-- the scale seed's plain SQL, a title emptied (the row goes). A deleted document's row goes by the
-- foreign key. An update that changes none of the four columns writes nothing.
CREATE OR REPLACE FUNCTION cms_search_title_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.title = '' THEN
    DELETE FROM search_titles WHERE document_id = NEW.id;
  ELSE
    INSERT INTO search_titles (document_id, kind, locale, title, url) VALUES (NEW.id, NEW.kind, NEW.locale, NEW.title, NEW.url)
    ON CONFLICT (document_id) DO UPDATE SET kind = EXCLUDED.kind, locale = EXCLUDED.locale, title = EXCLUDED.title, url = EXCLUDED.url
    WHERE (search_titles.kind, search_titles.locale, search_titles.title, search_titles.url) IS DISTINCT FROM (EXCLUDED.kind, EXCLUDED.locale, EXCLUDED.title, EXCLUDED.url);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_documents_title AFTER INSERT OR UPDATE OF kind, locale, title, url ON search_documents FOR EACH ROW EXECUTE FUNCTION cms_search_title_sync();
--> statement-breakpoint
INSERT INTO search_titles (document_id, kind, locale, title, url) SELECT id, kind, locale, title, url FROM search_documents WHERE title <> '';
--> statement-breakpoint
ANALYZE search_titles;
