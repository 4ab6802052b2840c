/**
 * Full-text search index: one document per (kind, object, locale), maintained by the code that
 * writes the object (upsert on save, delete on delete/offline).
 *
 * `tsv` is a STORED generated column: title weighted A, body weighted B, unaccented with the
 * immutable wrapper `cms_unaccent()` (created in migration 0000_extensions), with the 'german' text
 * search configuration for locale 'de' and 'english' otherwise. Query it with the same expression:
 *   tsv @@ websearch_to_tsquery(cms_search_config(locale), cms_unaccent(:q))
 * Autocomplete reads `search_titles`: a row per document with a title, kept by a trigger.
 * `result_key` (generated too) groups the dates of one concert into one search result.
 */
import { customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, updatedAt } from './_columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** GIN storage parameter: entries go into the index as they are written (see the indexes below). */
const GIN_WITHOUT_PENDING_LIST = { fastupdate: false };

export const SEARCH_KINDS = ['page', 'event', 'story', 'person', 'download', 'subscription'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** The kinds whose documents carry a `sort_at` (a concert's start, a story's date); the others' is null. */
export const DATED_KINDS: readonly SearchKind[] = ['event', 'story'];

export const search_documents = pgTable(
  'search_documents',
  {
    id: id(),
    kind: text().$type<SearchKind>().notNull(),
    object_id: integer().notNull(),
    locale: text().notNull(),
    title: text().notNull().default(''),
    url: text().notNull(),
    /** plain text (HTML stripped) */
    body: text().notNull().default(''),
    tsv: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(cms_search_config(locale), cms_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector(cms_search_config(locale), cms_unaccent(coalesce(body, ''))), 'B')`,
      ),
    /**
     * What visitors see as one result: a concert given on several dates is one (its events share the
     * slug, so their URLs differ only in the id: `/de/konzerte/{slug}/{id}`); anything else is one per
     * object. Stored, so a search groups thousands of matches without a regexp per match.
     */
    result_key: text()
      .notNull()
      .generatedAlwaysAs(sql`CASE WHEN kind = 'event' THEN 'event:' || regexp_replace(url, '/[0-9]+/?$', '') ELSE kind || ':' || object_id::text END`),
    /**
     * Where the document stands in the archive: a concert's start, a story's date; null for the kinds
     * that do not grow with the archive (pages, persons, subscriptions, press). The search overview
     * reads the matches newest first along `search_documents_recent_idx` and stops after a bounded
     * number (cms/search/query.ts, `SEARCH_OVERVIEW_CANDIDATES`).
     */
    sort_at: timestamp({ withTimezone: true }),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('search_documents_object_uq').on(t.kind, t.object_id, t.locale),
    // one per language (a new language needs its own): every search asks for one language, and one
    // index for both made PostgreSQL AND each search's matches with the language's half of the table
    // (a bitmap of `search_documents_recent_idx`): 13 % of its CPU per search overview at 100×
    // Without a pending list (`fastupdate`): each written document goes into the index at once.
    // With one, every search scanned the list of documents written since the last vacuum (on PGlite,
    // which never vacuums by itself, up to 4 MB), 0.4 ms of a search overview's 3.5 at 100× on
    // PostgreSQL; the site writes a few documents a minute and searches far more often.
    index('search_documents_tsv_de_idx').using('gin', t.tsv).with(GIN_WITHOUT_PENDING_LIST).where(sql`${t.locale} = 'de'`),
    index('search_documents_tsv_en_idx').using('gin', t.tsv).with(GIN_WITHOUT_PENDING_LIST).where(sql`${t.locale} = 'en'`),
    index('search_documents_recent_idx').on(t.locale, t.sort_at.desc().nullsFirst(), t.id.desc()),
  ],
);

/**
 * The titles of the search documents, for autocomplete (cms/search/query.ts): one row per document
 * with a title, written by the trigger `search_documents_title` (migration 0024) whenever a document
 * is, and gone with it. Its own narrow table: as columns of `search_documents` the title's forms
 * widened every row the search overview walks (+11 % pages at 100×), and autocomplete read ~1.3 KB
 * rows for a title each.
 */
export const search_titles = pgTable(
  'search_titles',
  {
    document_id: integer()
      .primaryKey()
      .references(() => search_documents.id, { onDelete: 'cascade' }),
    kind: text().$type<SearchKind>().notNull(),
    locale: text().notNull(),
    title: text().notNull(),
    url: text().notNull(),
    /** The title unaccented once when it is written: the trigram arms (ILIKE, similarity) compare it. */
    title_folded: text()
      .notNull()
      .generatedAlwaysAs(sql`cms_unaccent(title)`),
    /**
     * The title's words alone, stemmed as `search_documents.tsv` stems them: the prefix match. `tsv`'s
     * GIN index cannot tell a title's words from the body's, so a prefix such as `kon:*A` fetched
     * every document whose body had such a word and rechecked it (4,521 rows at 100×).
     */
    title_tsv: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector(cms_search_config(locale), cms_unaccent(title))`),
  },
  (t) => [
    index('search_titles_folded_trgm_idx').using('gin', sql`${t.title_folded} gin_trgm_ops`).with(GIN_WITHOUT_PENDING_LIST),
    index('search_titles_tsv_de_idx').using('gin', t.title_tsv).with(GIN_WITHOUT_PENDING_LIST).where(sql`${t.locale} = 'de'`),
    index('search_titles_tsv_en_idx').using('gin', t.title_tsv).with(GIN_WITHOUT_PENDING_LIST).where(sql`${t.locale} = 'en'`),
  ],
);
