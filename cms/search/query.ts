/**
 * Searching search_documents (docs/api/search.md).
 *
 * Matching: `tsv @@ websearch_to_tsquery(cms_search_config(locale), cms_unaccent(q))`, with the
 * German spelling variants of the query OR-ed in (ä <-> ae, ö <-> oe, ü <-> ue), so 'hoeren',
 * 'hören' and 'horen' find the same documents. The german configuration stems ('Konzerte' finds
 * 'Konzert'); websearch syntax gives "phrases", OR and -exclusion for free.
 * Ranking: ts_rank_cd with title (A) far above body (B), normalised by document length.
 * Snippets: ts_headline with private-use marker characters, then HTML-escaped in JS, then the
 * markers become <mark>…</mark>: the only markup a snippet can contain.
 * Autocomplete: prefix tsquery on the title's words (`search_titles.title_tsv`, `word:*`) plus trigram
 * matching on the unaccented title (`title_folded`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../shared/constants';
import { escapeHtml } from '../../shared/html';
import type { SearchHit, SearchKind, SearchSuggestion } from '../../shared/contract/search';
import { SEARCH_AUTOCOMPLETE_SIZE, SEARCH_OVERVIEW_CANDIDATES } from '../../shared/contract/search';
import { queryRows, type DbOrTx } from '../db/client';
import { namedRows } from '../db/prepared';
import { DATED_KINDS, SEARCH_KINDS } from '../db/schema/search';
import { MARK_START, MARK_STOP } from './text';

/** Weights {D, C, B, A} of ts_rank_cd: a title match counts 2.5 times a body match. */
const RANK_WEIGHTS = '{0.05, 0.1, 0.4, 1.0}';
/** ts_rank_cd normalisation 1: divide by 1 + log(document length), so long pages do not win by size. */
const RANK_NORMALIZATION = 1;
const HEADLINE_OPTIONS = `StartSel="${MARK_START}", StopSel="${MARK_STOP}", MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
/** Words longer than this are cut in autocomplete; at most this many words are used. */
const AUTOCOMPLETE_MAX_WORDS = 6;
const AUTOCOMPLETE_MAX_WORD = 40;
/** With a word this long, autocomplete also finds the phrase inside a word ('kon' in 'Sinfoniekonzert'). */
const AUTOCOMPLETE_INFIX_MIN = 3;

export type SearchGroupName = 'pages' | 'others';

const DIGRAPHS: [RegExp, string][] = [
  [/ä/g, 'ae'],
  [/ö/g, 'oe'],
  [/ü/g, 'ue'],
  [/Ä/g, 'Ae'],
  [/Ö/g, 'Oe'],
  [/Ü/g, 'Ue'],
];
const UMLAUTS: [RegExp, string][] = [
  [/ae/g, 'ä'],
  [/oe/g, 'ö'],
  [/ue/g, 'ü'],
  [/Ae|AE/g, 'Ä'],
  [/Oe|OE/g, 'Ö'],
  [/Ue|UE/g, 'Ü'],
];

/**
 * The spellings of a query worth searching for: itself, umlauts written as digraphs (Hören ->
 * Hoeren) and, in German, digraphs written as umlauts (hoeren -> hören; the index is unaccented,
 * so that also finds 'Hören').
 */
export function queryVariants(query: string, locale: Locale): string[] {
  const variants = new Set([query]);
  variants.add(DIGRAPHS.reduce((s, [re, to]) => s.replace(re, to), query));
  if (locale === 'de') variants.add(UMLAUTS.reduce((s, [re, to]) => s.replace(re, to), query));
  return [...variants];
}

const config = (locale: Locale) => sql`cms_search_config(${locale})`;

/** The tsquery that selects documents (unaccented, like the index). */
export function matchQuery(query: string, locale: Locale): SQL {
  return sql.join(
    queryVariants(query, locale).map((v) => sql`websearch_to_tsquery(${config(locale)}, cms_unaccent(${v}))`),
    sql` || `,
  );
}

/** The tsquery for ts_headline: it parses the original (accented) body, so accented forms are added. */
function headlineQuery(query: string, locale: Locale): SQL {
  return sql.join(
    [...queryVariants(query, locale).map((v) => sql`websearch_to_tsquery(${config(locale)}, ${v})`), matchQuery(query, locale)],
    sql` || `,
  );
}

/** ts_headline output -> safe HTML: everything escaped, only the markers become <mark>…</mark>. */
export function snippetHtml(headline: string): string {
  return escapeHtml(headline)
    .replace(new RegExp(`${MARK_START}([^${MARK_START}${MARK_STOP}]*)${MARK_STOP}`, 'g'), '<mark>$1</mark>')
    .replace(new RegExp(`[${MARK_START}${MARK_STOP}]`, 'g'), '')
    .trim();
}

/** A narrower selection than a group: one kind (the overview's sections, `?kind=` of others). */
export type SearchFilter = { group: SearchGroupName | null; kind?: SearchKind | null };

function groupFilter(filter: SearchFilter): SQL {
  const { group, kind } = filter;
  const parts: SQL[] = [];
  if (group === 'pages') parts.push(sql`AND d.kind = 'page'`);
  if (group === 'others') parts.push(sql`AND d.kind <> 'page'`);
  if (kind) parts.push(sql`AND d.kind = ${kind}`);
  return sql.join(parts, sql` `);
}

/** Results (concerts with several dates count once) per kind (every kind present, 0 when none). */
export async function countByKind(db: DbOrTx, query: string, locale: Locale): Promise<Record<SearchKind, number>> {
  const rows = await queryRows<{ kind: SearchKind; count: number }>(
    db,
    sql`SELECT d.kind, count(DISTINCT d.result_key)::int AS count FROM search_documents d
        WHERE d.locale = ${locale} AND d.tsv @@ (${matchQuery(query, locale)})
        GROUP BY d.kind`,
  );
  const counts = Object.fromEntries(SEARCH_KINDS.map((k) => [k, 0])) as Record<SearchKind, number>;
  for (const row of rows) counts[row.kind] = Number(row.count);
  return counts;
}

export async function countMatches(db: DbOrTx, query: string, locale: Locale, filter: SearchFilter): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(DISTINCT d.result_key)::int AS count FROM search_documents d
        WHERE d.locale = ${locale} AND d.tsv @@ (${matchQuery(query, locale)}) ${groupFilter(filter)}`,
  );
  return Number(row?.count ?? 0);
}

/**
 * A concert date's start, as its document holds it (`sort_at`: written with the event's `start_at`
 * by every write that changes it, as it reindexes the event), null for the other kinds, whose
 * `sort_at` is a story's date or null: what orders a concert's dates and finds its lead, without a
 * lookup of each matching document's events row.
 */
const eventStart = (row: string) => sql.raw(`CASE WHEN ${row}.kind = 'event' THEN ${row}.sort_at END AS start_at`);

/** Which date stands for a concert (`startAt`, `id`: its columns): the next one, or the last when all are past. */
const leadOrder = (startAt: string, id: string) =>
  sql.raw(`(${startAt} >= now()) DESC NULLS LAST, CASE WHEN ${startAt} >= now() THEN ${startAt} END ASC, ${startAt} DESC, ${id} ASC`);

/**
 * The CTEs of a ranked search: `q` (the tsqueries), `matched` (every matching document with its rank,
 * no body) and `results` (one per result key, with its best rank). Grouping takes no ordered
 * aggregate: which date leads a concert and its dates are found only for the results that can be
 * shown (`searchPage`); per result they were two sorts, most of a common word's group page.
 */
function rankedResults(query: string, locale: Locale, filter: SearchFilter): SQL {
  return sql`q AS (SELECT (${matchQuery(query, locale)}) AS match, (${headlineQuery(query, locale)}) AS highlight),
        matched AS MATERIALIZED (
          SELECT d.id AS doc_id, d.kind, d.object_id, d.title, d.url, d.result_key, ${eventStart('d')},
                 ts_rank_cd(${RANK_WEIGHTS}::float4[], d.tsv, q.match, ${RANK_NORMALIZATION}) AS rank
          FROM search_documents d
          CROSS JOIN q
          WHERE d.locale = ${locale} AND d.tsv @@ q.match ${groupFilter(filter)}
        ),
        results AS MATERIALIZED (SELECT result_key, max(rank) AS rank FROM matched GROUP BY result_key)`;
}

/** The order of results: best rank first, then by title (a stable order for equal ranks); `rank` and `row` name the tables that hold them. */
const resultOrder = (rank: string, row: string) => sql.raw(`${rank}.rank DESC, ${row}.title ASC, ${row}.kind ASC, ${row}.object_id ASC`);

type HitRow = { kind: SearchKind; id: number; title: string; url: string; rank: number; headline: string; body: string; dates: SearchDate[] | string | null };

function toHit(row: HitRow): SearchHit {
  const hit: SearchHit = {
    kind: row.kind,
    id: Number(row.id),
    title: row.title,
    url: row.url,
    snippet: snippetHtml(wholeWords(row.headline ?? '', row.body ?? '')),
    rank: Number(Number(row.rank).toFixed(6)),
  };
  if (row.kind === 'event' && row.dates) {
    const dates = (typeof row.dates === 'string' ? JSON.parse(row.dates) : row.dates) as SearchDate[];
    hit.dates = dates.map((d) => ({ id: Number(d.id), url: d.url, start_at: new Date(d.start_at).toISOString() }));
  }
  return hit;
}

/**
 * One page of a group's ranked results with snippets, and how many results there are in all, in one
 * statement (ts_headline only runs on the rows of the page, and only they read their body: every
 * match is ranked, but a match's body text is not carried along). The events of one concert become
 * one result: the best rank of its dates, the title, URL and text of its next date (the last one
 * when all are past), and all its dates in `dates`. The count is that of the results the statement
 * grouped; only a page past the last, which has no row to carry it, asks for it apart.
 */
export async function searchPage(
  db: DbOrTx,
  query: string,
  locale: Locale,
  filter: SearchFilter,
  limit: number,
  offset: number,
): Promise<{ count: number; hits: SearchHit[] }> {
  // the rank of the last result this page can show: only results ranked at least as high (ties
  // included) can be on it, so only theirs are led and ordered
  const shown = offset + limit;
  const rows = await queryRows<HitRow & { total: number }>(
    db,
    sql`WITH ${rankedResults(query, locale, filter)},
        cut AS (SELECT r.rank FROM results r ORDER BY r.rank DESC OFFSET ${shown - 1} LIMIT 1),
        leads AS (
          SELECT DISTINCT ON (m.result_key) m.doc_id, m.kind, m.object_id, m.title, m.url, m.result_key, r.rank
          FROM results r
          JOIN matched m ON m.result_key = r.result_key
          WHERE NOT EXISTS (SELECT 1 FROM cut) OR r.rank >= (SELECT cut.rank FROM cut)
          ORDER BY m.result_key, ${leadOrder('m.start_at', 'm.object_id')}
        ),
        hits AS (
          SELECT * FROM leads l
          ORDER BY ${resultOrder('l', 'l')}
          LIMIT ${limit} OFFSET ${offset}
        )
        SELECT hits.kind, hits.object_id AS id, hits.title, hits.url, hits.rank::float8 AS rank, doc.body,
               CASE WHEN hits.kind = 'event' THEN
                 (SELECT json_agg(json_build_object('id', m.object_id, 'url', m.url, 'start_at', m.start_at) ORDER BY m.start_at, m.object_id)
                  FROM matched m
                  WHERE m.result_key = hits.result_key)
               END AS dates,
               ts_headline(${config(locale)}, doc.body, q.highlight, ${HEADLINE_OPTIONS}) AS headline,
               (SELECT count(*) FROM results)::int AS total
        FROM hits JOIN search_documents doc ON doc.id = hits.doc_id, q
        ORDER BY ${resultOrder('hits', 'hits')}`,
  );
  const count = rows.length > 0 ? Number(rows[0].total) : await countMatches(db, query, locale, filter);
  return { count, hits: rows.map(toHit) };
}

export interface SearchOverviewHits {
  /** results per kind (concerts with several dates count once); every kind present, 0 when none */
  kinds: Record<SearchKind, number>;
  /** the best `size` of each kind that has results */
  byKind: Map<SearchKind, SearchHit[]>;
  /** the best `size` of every kind but pages */
  others: SearchHit[];
  /** `candidates` matches were read and there may be more: the counts are lower bounds, the results the best of those read */
  capped: boolean;
  /**
   * The kinds whose count is a lower bound (none when not capped). The undated kinds are read first:
   * once a dated match was read, every match of theirs was, and their counts are exact.
   */
  cappedKinds: SearchKind[];
}

/**
 * The search overview: at most `candidates` matching documents, newest first
 * (`search_documents.sort_at`: a concert's start, a story's date; the kinds without a date first), so
 * its cost does not grow with the archive: for a word most documents hold, PostgreSQL walks
 * `search_documents_recent_idx` and stops after `candidates` matches; for a rarer one it reads the
 * matches from the GIN index. Below the bound (every match read, `capped` false) the answer is exact:
 * the same results, order and counts as `countByKind` and `searchPage` per group and kind
 * (cms/search/search.test.ts). Above it the counts are those of the matches read (at least that many;
 * the page shows "N+") and the results the best of them; the group pages (`searchPage`) still rank
 * every match.
 *
 * Which of the two ways suits a word is PostgreSQL's choice, asked once per word (`candidateWay`):
 * a generic plan cannot tell a common word from a rare one. Then the word is answered by one named
 * statement of its way whose plan PostgreSQL keeps (`namedRows`): the candidates, their ranking and
 * snippets. See `rankedOverview` for the ranking.
 */
export async function searchOverview(
  db: DbOrTx,
  query: string,
  locale: Locale,
  size: number,
  candidates: number = SEARCH_OVERVIEW_CANDIDATES,
): Promise<SearchOverviewHits> {
  return overviewOf(db, query, locale, size, candidates, await candidateWay(db, query, locale, candidates));
}

/** A count written into a statement's text (one named statement per count), checked first: a positive whole number. */
function countInText(value: number, what: string): SQL {
  if (!Number.isSafeInteger(value) || value < 1) throw new RangeError(`Not a number of ${what}: ${value}`);
  return sql.raw(String(value));
}

/** `searchOverview` with its candidates read the `way` given: either gives the same answer. */
export async function overviewOf(db: DbOrTx, query: string, locale: Locale, size: number, candidates: number, way: CandidateWay): Promise<SearchOverviewHits> {
  const found = await overviewRows(db, query, locale, size, candidates, way);
  const kinds = Object.fromEntries(SEARCH_KINDS.map((k) => [k, 0])) as Record<SearchKind, number>;
  const byKind = new Map<SearchKind, SearchHit[]>();
  const others: SearchHit[] = [];
  for (const row of found.rows) {
    kinds[row.kind] = Number(row.kind_count);
    const hit = toHit(row);
    byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), hit]);
    if (row.kind !== 'page' && Number(row.group_pos) <= size) others.push(hit);
  }
  const capped = found.count >= candidates;
  const cappedKinds = capped ? SEARCH_KINDS.filter((kind) => DATED_KINDS.includes(kind) || !found.readDated) : [];
  return { kinds, byKind, others, capped, cappedKinds };
}

type OverviewRow = HitRow & { kind_pos: number; group_pos: number; kind_count: number };
/** The overview's rows and what the candidates were: how many, and whether a dated one was among them. */
type OverviewRead = { rows: OverviewRow[]; count: number; readDated: boolean };

/** How the candidates of a word are read (`candidateWay`). */
export type CandidateWay = 'index' | 'recent';

/** `locale`, checked before it is written into a statement's text */
function languageOf(locale: Locale): Locale {
  if (!LOCALES.includes(locale)) throw new RangeError(`Not a language of the site: ${locale}`);
  return locale;
}

/**
 * The candidates: the newest `candidates` matches (the kinds without a date first), read the `way`
 * given (`candidateWay`). `ts_match_vq` is the function behind `@@`: as a call it cannot use the GIN
 * index, and PostgreSQL counts on a third of the rows matching (a default estimate), so even a
 * generic plan walks the newest documents; its query is a subquery, made once, so that a generic
 * plan does not look dearer than one planned for the word (which would make the query once) and is
 * kept. The language is written into the text: each has a GIN
 * index of its own (`WHERE locale = 'de'`), which a generic plan can use only for a language it reads
 * in the statement.
 */
const candidatesOf = (query: string, locale: Locale, candidates: number, way: CandidateWay) => {
  const match = way === 'recent' ? sql`ts_match_vq(d.tsv, (SELECT ${matchQuery(query, locale)}))` : sql`d.tsv @@ (${matchQuery(query, locale)})`;
  return sql`SELECT d.id, d.sort_at, d.kind, d.object_id, d.title, d.result_key, d.tsv FROM search_documents d
      WHERE d.locale = ${sql.raw(`'${languageOf(locale)}'`)} AND ${match}
      ORDER BY d.sort_at DESC NULLS FIRST, d.id DESC
      LIMIT ${countInText(candidates, 'candidates')}`;
};

const candidateWays = new WeakMap<object, Map<string, CandidateWay>>();
/** words whose way is kept per database; the oldest is forgotten first */
const CANDIDATE_WAYS_KEPT = 2000;

/**
 * How the candidates of a word are read: `recent` walks `search_documents_recent_idx` (a word most
 * documents hold: the walk stops after `candidates` matches), `index` reads the word's matches from
 * the GIN index. PostgreSQL's plan for the word decides (EXPLAIN, planned for its very spellings);
 * kept per database and word, as either way gives the same answer and only its cost differs.
 */
export async function candidateWay(db: DbOrTx, query: string, locale: Locale, candidates: number): Promise<CandidateWay> {
  let ways = candidateWays.get(db);
  if (!ways) candidateWays.set(db, (ways = new Map()));
  const word = `${locale}:${candidates}:${query}`;
  const known = ways.get(word);
  if (known) return known;
  const plan = await queryRows<Record<string, unknown>>(db, sql`EXPLAIN (FORMAT JSON) ${candidatesOf(query, locale, candidates, 'index')}`);
  const way: CandidateWay = JSON.stringify(plan).includes('search_documents_recent_idx') ? 'recent' : 'index';
  if (ways.size >= CANDIDATE_WAYS_KEPT) ways.delete(ways.keys().next().value!);
  ways.set(word, way);
  return way;
}

/** The overview of a word in one named statement per way and shape: its candidates, their ranking and snippets. */
async function overviewRows(db: DbOrTx, query: string, locale: Locale, size: number, candidates: number, way: CandidateWay): Promise<OverviewRead> {
  const spellings = queryVariants(query, locale).length;
  const rows = await namedRows<OverviewRow & { candidate_count: number; read_dated: boolean }>(
    db,
    `search_overview_${way}_${locale}_${spellings}_${size}_${candidates}`,
    rankedOverview(query, locale, size, candidatesOf(query, locale, candidates, way)),
  );
  return { rows, count: Number(rows[0]?.candidate_count ?? 0), readDated: rows[0]?.read_dated === true };
}

/**
 * The overview's results among the `candidates` (a statement of the rows' `id`, `sort_at`, `kind`,
 * `object_id`, `title`, `result_key` and `tsv`: what ranking and grouping read, taken from the rows
 * the candidates' scan has read already instead of looked up again by id), one statement per shape
 * (the number of the query's spellings, the size; the columns `candidate_count` and `read_dated`
 * tell how many candidates there were and whether a dated one was among them). The
 * candidates are ranked (ts_rank_cd; the body is not read) and grouped into results by `result_key`
 * (best rank per result), which gives the counts per kind. Only the results that can be among the
 * best `size` of their kind are looked at further: those ranked at least as high as the `size`-th
 * best of their kind (ties included). Of those, a concert's lead date (`eventStart`) is
 * found, they are ordered, the best `size` per kind kept; the best `size` of the non-page kinds
 * together are among them. Snippets and bodies only for the rows returned.
 */
function rankedOverview(query: string, locale: Locale, size: number, candidates: SQL): SQL {
  const kept = countInText(size, 'results per kind');
  return sql`WITH q AS (SELECT (${matchQuery(query, locale)}) AS match, (${headlineQuery(query, locale)}) AS highlight),
        candidates AS MATERIALIZED (${candidates}),
        matched AS MATERIALIZED (
          SELECT c.id AS doc_id, c.kind, c.object_id, c.title, c.result_key, ${eventStart('c')},
                 ts_rank_cd(${RANK_WEIGHTS}::float4[], c.tsv, q.match, ${RANK_NORMALIZATION}) AS rank
          FROM candidates c, q
        ),
        results AS MATERIALIZED (SELECT kind, result_key, max(rank) AS rank FROM matched GROUP BY kind, result_key),
        kinds AS (
          SELECT k.kind, count(*) AS kind_count,
                 (SELECT r.rank FROM results r WHERE r.kind = k.kind ORDER BY r.rank DESC OFFSET ${kept} - 1 LIMIT 1) AS cutoff
          FROM results k GROUP BY k.kind
        ),
        leads AS (
          SELECT DISTINCT ON (m.result_key) m.doc_id, m.kind, m.object_id, m.title, m.result_key, r.rank, k.kind_count
          FROM kinds k
          JOIN results r ON r.kind = k.kind AND (k.cutoff IS NULL OR r.rank >= k.cutoff)
          JOIN matched m ON m.result_key = r.result_key
          ORDER BY m.result_key, ${leadOrder('m.start_at', 'm.object_id')}
        ),
        hits AS (
          SELECT * FROM (
            SELECT l.*,
                   row_number() OVER (PARTITION BY l.kind ORDER BY ${resultOrder('l', 'l')}) AS kind_pos,
                   row_number() OVER (PARTITION BY l.kind = 'page' ORDER BY ${resultOrder('l', 'l')}) AS group_pos
            FROM leads l
          ) ranked
          WHERE kind_pos <= ${kept}
        )
        SELECT hits.kind, hits.object_id AS id, doc.title, doc.url, hits.rank::float8 AS rank, doc.body,
               CASE WHEN hits.kind = 'event' THEN
                 (SELECT json_agg(json_build_object('id', m.object_id, 'url', dated.url, 'start_at', m.start_at) ORDER BY m.start_at, m.object_id)
                  FROM matched m JOIN search_documents dated ON dated.id = m.doc_id
                  WHERE m.result_key = hits.result_key)
               END AS dates,
               hits.kind_pos::int AS kind_pos, hits.group_pos::int AS group_pos, hits.kind_count::int AS kind_count,
               ts_headline(${config(locale)}, doc.body, q.highlight, ${HEADLINE_OPTIONS}) AS headline,
               (SELECT count(*) FROM candidates)::int AS candidate_count,
               (SELECT coalesce(bool_or(c.sort_at IS NOT NULL), false) FROM candidates c) AS read_dated
        FROM hits JOIN search_documents doc ON doc.id = hits.doc_id, q
        ORDER BY ${resultOrder('hits', 'hits')}`;
}

const FRAGMENT_DELIMITER = ' … ';
const MARKERS = new RegExp(`[${MARK_START}${MARK_STOP}]`, 'g');
/** A character that belongs to a word: letters, digits, and the joiners inside words (c-Moll, O'Brien). */
const WORD_CHAR = /[\p{L}\p{N}\p{M}'’-]/u;

/**
 * ts_headline's fragments, widened to whole words (its parser splits 'c-Moll' or 'E-Mail' and may
 * start a fragment inside one) and with an ellipsis where a fragment does not start or end the body.
 * `body` is the indexed text the headline was made of; marker characters are kept.
 */
export function wholeWords(headline: string, body: string): string {
  if (!headline) return '';
  const fragments = headline.split(FRAGMENT_DELIMITER);
  let from = 0;
  const out: string[] = [];
  for (const fragment of fragments) {
    const plain = fragment.replace(MARKERS, '');
    const at = plain ? body.indexOf(plain, from) : -1;
    if (at < 0) {
      out.push(fragment);
      continue;
    }
    let start = at;
    while (start > 0 && WORD_CHAR.test(body[start - 1]) && WORD_CHAR.test(body[start])) start--;
    let end = at + plain.length;
    while (end < body.length && WORD_CHAR.test(body[end]) && WORD_CHAR.test(body[end - 1])) end++;
    from = end;
    const text = body.slice(start, at) + fragment + body.slice(at + plain.length, end);
    out.push(`${start > 0 ? '… ' : ''}${text.trim()}${end < body.length ? ' …' : ''}`);
  }
  return out.join(' ').replace(/ … … /g, ' … ');
}

interface SearchDate {
  id: number;
  url: string;
  start_at: string;
}

/** The words of an autocomplete query: letters and digits only (safe inside to_tsquery syntax). */
export function autocompleteWords(query: string): string[] {
  return (query.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, AUTOCOMPLETE_MAX_WORDS).map((w) => w.slice(0, AUTOCOMPLETE_MAX_WORD));
}

/**
 * Up to 8 titles completing what the visitor typed, best first. Each arm reads the titles alone
 * (`search_titles`), through its own index: the words' prefixes (`title_tsv`), the phrase anywhere in
 * the title and the trigram similarity (`title_folded`'s trigram index). The phrase anywhere counts
 * once a word has three letters (`AUTOCOMPLETE_INFIX_MIN`): a trigram index cannot look up a shorter
 * piece, so 'ko' read every title of the language (at 100×, 6,767 rows and 30–50 ms a call), where a
 * word beginning with it is what a visitor who typed two letters looks for.
 */
export async function autocomplete(db: DbOrTx, query: string, locale: Locale): Promise<SearchSuggestion[]> {
  const words = autocompleteWords(query);
  if (words.length === 0) return [];
  const language = languageOf(locale);
  // every word a prefix of a title's word: 'konz' -> 'konz:*' ('Konzert', 'Konzerthaus'...)
  const prefixQuery = sql.join(
    queryVariants(words.join(' '), locale).map((variant) => {
      const text = variant
        .split(' ')
        .map((w) => `${w}:*`)
        .join(' & ');
      return sql`to_tsquery(${config(locale)}, cms_unaccent(${text}))`;
    }),
    sql` || `,
  );
  // letters, digits and spaces only: nothing to escape for ILIKE
  const phrase = words.join(' ');
  // the trigram index finds the phrase by the trigrams of its words: one needs three letters
  const findsInside = words.some((word) => [...word].length >= AUTOCOMPLETE_INFIX_MIN);
  const infix = findsInside ? sql`OR t.title_folded ILIKE ('%' || p.uq || '%')` : sql``;
  // the language written into the text: the prefix index is one per language (a partial index)
  const rows = await queryRows<{ kind: SearchKind; title: string; url: string }>(
    db,
    sql`WITH p AS (SELECT (${prefixQuery}) AS pq, cms_unaccent(${phrase}) AS uq)
        SELECT t.kind, t.title, t.url
        FROM search_titles t, p
        WHERE t.locale = ${sql.raw(`'${language}'`)}
          AND (t.title_tsv @@ p.pq ${infix} OR p.uq <% t.title_folded)
        ORDER BY (t.title_folded ILIKE (p.uq || '%')) DESC,
                 (t.title_tsv @@ p.pq) DESC,
                 (t.title_folded ILIKE ('%' || p.uq || '%')) DESC,
                 ts_rank_cd(t.title_tsv, p.pq) DESC,
                 word_similarity(p.uq, t.title_folded) DESC,
                 length(t.title) ASC, t.title ASC, t.document_id ASC
        LIMIT ${SEARCH_AUTOCOMPLETE_SIZE * 2}`,
  );
  const seen = new Set<string>();
  const suggestions: SearchSuggestion[] = [];
  for (const row of rows) {
    if (seen.has(row.url)) continue;
    seen.add(row.url);
    suggestions.push({ title: row.title, url: row.url, kind: row.kind });
    if (suggestions.length === SEARCH_AUTOCOMPLETE_SIZE) break;
  }
  return suggestions;
}
