/**
 * The editor's content calendar (issue 43 item 3; docs/editor.md "Content calendar",
 * docs/api/pageeditor.md "Content calendar"): what goes live or offline, concerts, pre-sale
 * starts and dated stories between two Berlin days.
 */
import type { LocalizedUrls } from './common';

/**
 * publish / unpublish: a scheduled go-live / take-down of a page, concert or story (`publish_at`,
 * `unpublish_at`); concert: a concert's start; presale: a concert's pre-sale start; story: a story's date.
 */
export const CALENDAR_KINDS = ['publish', 'unpublish', 'concert', 'presale', 'story'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** The longest range one request may ask for, in days (a month view's six weeks fit). */
export const CALENDAR_MAX_DAYS = 62;

export interface CalendarEntry {
  kind: CalendarKind;
  content_type: 'page' | 'event' | 'story';
  object_id: number;
  /** the Berlin calendar day it falls on, 'YYYY-MM-DD' */
  date: string;
  /** the instant (ISO, UTC) for a go-live, take-down or concert; null for a day (pre-sale, story) */
  at: string | null;
  /** in the request's language (the other language's when it has none) */
  title: string;
  /** whether the object is online now */
  is_online: boolean;
  /** its public addresses; the editor opens one with `?edit` */
  urls: LocalizedUrls;
}

export interface CalendarAnswer {
  from: string;
  to: string;
  entries: CalendarEntry[];
}
