/**
 * The page editor's finders (SPEC §2: link finder, event finder), editor-only:
 *   GET /{locale}/pageeditor-api/finder/links/?query=&kind=        -> LinkTarget[] (pages, concerts, stories, persons)
 *   GET /{locale}/pageeditor-api/finder/links/resolve/?url=&page=  -> ResolvedLink (what a stored link points at; null for external or unknown)
 *   GET /{locale}/pageeditor-api/finder/events/?search=&page=      -> Paginated<EventChoice>
 *   GET /{locale}/pageeditor-api/finder/events/{id}/               -> EventChoice
 * Offline objects are included (an editor may link to a page before it goes online); `is_online` says so.
 */
import type { Paginated } from './common';

export const LINK_TARGET_KINDS = ['page', 'event', 'story', 'person'] as const;
export type LinkTargetKind = (typeof LINK_TARGET_KINDS)[number];

/** Matches per kind in one link-finder answer. */
export const LINK_FINDER_PER_KIND = 8;
/** Page size of the event finder. */
export const EVENT_FINDER_PAGE_SIZE = 20;

export interface LinkTarget {
  kind: LinkTargetKind;
  id: number;
  /** in the request's locale (German fallback) */
  title: string;
  /** public path in the request's locale, e.g. /de/ueber-uns, /en/concerts/eroica/12 */
  url: string;
  /** pages: the parent's title; events: venue; stories: ''; persons: position */
  detail: string;
  /** events: start, stories: date (ISO 8601); else null */
  date: string | null;
  is_online: boolean;
}

export interface ResolvedLink {
  target: LinkTarget | null;
}

export interface EventChoice {
  id: number;
  title: string;
  /** ISO 8601 with the Europe/Berlin offset */
  start: string;
  /** 'name, city', '' when none */
  venue: string;
  url: string;
  is_online: boolean;
}

export type EventChoiceList = Paginated<EventChoice>;
