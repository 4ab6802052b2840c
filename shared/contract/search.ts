/**
 * Site search (SPEC §7), PostgreSQL full-text search per locale (german / english stemming,
 * accents ignored), ranked with title matches first. All answers are in the request's locale.
 *
 *   GET /{locale}/api/search/?query=                      -> SearchOverview
 *   GET /{locale}/api/search/pages/?query=&page=          -> SearchResultPage (content pages)
 *   GET /{locale}/api/search/others/?query=&page=[&kind=] -> SearchResultPage (concerts, stories, persons, ...; or one kind)
 *   GET /{locale}/api/search/autocomplete/?query=         -> SearchSuggestion[] (at most 8)
 * A concert given on several dates is one result (SearchHit.dates); counts count results.
 * A blank query or one longer than SEARCH_QUERY_MAX answers 400 (ApiError, errors.query).
 */
import type { Paginated } from './common';

export type SearchKind = 'page' | 'event' | 'story' | 'person' | 'download' | 'subscription';

export interface SearchHit {
  kind: SearchKind;
  /** id of the page, event, story, person... */
  id: number;
  title: string;
  /** the object's public URL in the request's locale ('/de/konzerte/{slug}/{id}') */
  url: string;
  /**
   * Safe HTML: an excerpt of the text with the matched words in <mark>…</mark>. Everything else is
   * escaped, so it can be inserted as HTML as is.
   */
  snippet: string;
  /** relevance (higher is better); comparable within one answer only */
  rank: number;
  /**
   * Concerts only: every date of the concert that matched (events sharing its slug), in time order.
   * The hit itself (id, url, title, snippet) is its next date, or its last one when all are past.
   */
  dates?: SearchHitDate[];
}

export interface SearchHitDate {
  /** the event's id */
  id: number;
  url: string;
  /** ISO 8601 */
  start_at: string;
}

/** The order in which the overview lists its kinds. */
export const SEARCH_KIND_ORDER: readonly SearchKind[] = ['event', 'page', 'story', 'person', 'subscription', 'download'];

export interface SearchKindGroup extends SearchGroup {
  kind: SearchKind;
}

export interface SearchGroup {
  /** all matches of the group */
  count: number;
  /** the best SEARCH_OVERVIEW_SIZE of them */
  results: SearchHit[];
}

export interface SearchOverview {
  query: string;
  /** all matches (at least that many when `capped`) */
  count: number;
  /**
   * The word is in more than SEARCH_OVERVIEW_CANDIDATES documents: only the newest that many were
   * read, every count here is a lower bound (shown as "N+") and the results are the best of those.
   * The group pages (`pages/`, `others/`) count and rank every match.
   */
  capped: boolean;
  /**
   * The kinds whose count is a lower bound (empty when not `capped`): concerts and stories, which are
   * read newest first, and the others only when the undated matches alone filled the bound.
   */
  capped_kinds: SearchKind[];
  results: {
    /** content pages */
    pages: SearchGroup;
    /** everything else: concerts, stories, persons, subscriptions, press */
    others: SearchGroup;
  };
  /** results per kind (kinds without matches are 0) */
  kinds: Record<SearchKind, number>;
  /** the results grouped by kind, in SEARCH_KIND_ORDER, only kinds with results: count and the best SEARCH_OVERVIEW_SIZE */
  groups: SearchKindGroup[];
}

export type SearchResultPage = Paginated<SearchHit>;

export interface SearchSuggestion {
  title: string;
  url: string;
  kind: SearchKind;
}

export const SEARCH_QUERY_MAX = 200;
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_OVERVIEW_SIZE = 5;
/**
 * The overview reads at most this many matching documents, newest first (a concert's start, a
 * story's date; pages, persons, subscriptions and press first), so its cost stays flat as the
 * archive grows; beyond it `SearchOverview.capped` is true (docs/api/search.md).
 */
export const SEARCH_OVERVIEW_CANDIDATES = 200;
export const SEARCH_AUTOCOMPLETE_SIZE = 8;
