/**
 * The page editor's finders (SPEC §2: link finder, event finder), editor-only:
 *   GET /{locale}/pageeditor-api/finder/links/?query=&kind=        -> LinkTarget[] (pages, concerts, stories, persons)
 *   GET /{locale}/pageeditor-api/finder/links/resolve/?url=&page=  -> ResolvedLink (what a stored link points at; null for external or unknown)
 *   POST /{locale}/pageeditor-api/finder/links/check/ {urls}        -> LinkCheckAnswer (which site addresses lead nowhere)
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

/**
 * What a link's address leads to (issue 26 item 6), as a visitor following it would find it:
 * - 'found': a page, concert, story or person (`target`), or another page of the site (a list, a
 *   form, a press kit, a subscription, a tag: `target` null); offline objects count as found
 *   (an editor may link to a page before it goes online);
 * - 'redirect': an entry of the redirect table sends the visitor on (`redirect` is where);
 * - 'missing': a site address that answers 'not found';
 * - 'unchecked': not a site address of a page (an external URL, mailto:, tel:, '#anchor', '?query',
 *   a media file or the admin).
 */
export type LinkCheckStatus = 'found' | 'redirect' | 'missing' | 'unchecked';

export interface LinkCheck {
  /** the address as asked */
  url: string;
  status: LinkCheckStatus;
  target: LinkTarget | null;
  /** status 'redirect': the redirect's new path */
  redirect: string | null;
}

/** Addresses of one check request at most (a page's links are asked for in batches of this size). */
export const LINK_CHECK_MAX_URLS = 100;

export interface LinkCheckRequest {
  urls: string[];
}

export interface LinkCheckAnswer {
  /** one per distinct address asked, in the order asked */
  links: LinkCheck[];
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
