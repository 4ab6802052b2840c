-- Hand-written (drizzle-kit generate --custom): extensions and helper functions the schema uses.
-- Runs before any table. PostgreSQL 15 compatible (PGlite is 18). PGlite must be opened with the
-- unaccent and pg_trgm extensions loaded every time (cms/db/client.ts does).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE (it depends on the search_path to find its dictionary), so it cannot be
-- used in a generated column or an index expression. This wrapper names the dictionary with its
-- schema, which makes it safe to declare IMMUTABLE.
CREATE OR REPLACE FUNCTION cms_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- Text search configuration of a locale: 'german' for de, 'english' for anything else.
CREATE OR REPLACE FUNCTION cms_search_config(text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN $1 = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END $$;
