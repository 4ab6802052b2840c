/**
 * Concerts (SPEC §7): genres, event tags, venues, events. Answers of
 *   GET /{locale}/api/genres/, /event-tags/, /venues/, /events/, /events/{id}/
 * Translated fields are in the request's locale (German when untranslated).
 */
import type { ImageRef, Paginated } from './common';

/** The two public URLs of an object, one per locale ('/de/konzerte/{slug}/{id}', '/en/concerts/{slug}/{id}'). */
export interface ObjectUrls {
  de: string;
  en: string;
}

/** GET /{locale}/api/genres/ : list, in the request's locale, ordered. */
export interface Genre {
  id: number;
  name: string;
  slug: string;
}

/** GET /{locale}/api/event-tags/ : list, ordered by name in the request's locale. */
export interface EventTag {
  id: number;
  name: string;
  slug: string;
}

/** GET /{locale}/api/event-filters/ : what the concerts list can be filtered by, the three lists above in one answer. */
export interface EventFilters {
  venues: Venue[];
  tags: EventTag[];
  genres: Genre[];
}

/** `?with=filters` on the concerts list (GET /{locale}/api/events/): the list with its filter options, in one answer. */
export type EventListWithFilters = EventList & { filters?: EventFilters };

/** A venue as an event list item shows it. */
export interface VenueRef {
  id: number;
  name: string;
  city: string;
}

/** GET /{locale}/api/venues/ (ordered by name), and the venue of an event detail. */
export interface Venue extends VenueRef {
  address: string;
  /** the venue's own web site ('' if none) */
  url: string;
}

/** as in the `availability` enum of the database (cms/db/schema/events.ts) */
export type Availability = 'bookable' | 'presale' | 'soldout' | 'cancelled';

/** A performer in an event list item: name and role only. */
export interface EventPerformerRef {
  name: string;
  /** e.g. 'Dirigent' / 'Conductor'; '' if none */
  role: string;
}

/** One item of GET /{locale}/api/events/ (also the events of a subscription detail). */
export interface EventListItem {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  /** ISO 8601 with the Europe/Berlin offset: '2031-03-14T19:30:00+01:00' (formatting is the front end's) */
  start: string;
  /** same format, or null when the end is not known */
  end: string | null;
  venue: VenueRef | null;
  genre: Genre | null;
  tags: EventTag[];
  availability: Availability;
  /** 'YYYY-MM-DD' (start of the presale) or null */
  presale_start: string | null;
  /** link to the external ticket shop ('' if none) */
  ticket_url: string;
  image: ImageRef | null;
  is_highlight: boolean;
  /** the performers, in order */
  performers: EventPerformerRef[];
  url: ObjectUrls;
  /** staff edit link (SPEC §2): '/admin/events/event/{id}/change/' */
  admin_url: string;
}

/** GET /{locale}/api/events/ */
export type EventList = Paginated<EventListItem>;

/** A work of the programme. */
export interface EventWork {
  composer: string;
  title: string;
  order: number;
}

/** A performer of the programme; `person` links one of the orchestra's persons when the performer is one (and online). */
export interface EventPerformer {
  name: string;
  role: string;
  order: number;
  person: { id: number; name: string; url: ObjectUrls } | null;
}

/** The tickets' price range of a concert, in euros (the cheapest and the dearest category). */
export interface PriceRange {
  low: number;
  high: number;
  currency: 'EUR';
}

/** GET /{locale}/api/events/{id}/ */
export interface EventDetail extends Omit<EventListItem, 'venue'> {
  venue: Venue | null;
  /** null when not known: no price shown, and no offer in the page's structured data */
  prices: PriceRange | null;
  /** ISO time (Berlin offset) from which the concert is public (its scheduled publication, else its creation): its offer's validFrom without a presale */
  published_at: string;
  /** rich text (allowlisted HTML) */
  text: string;
  programme: {
    works: EventWork[];
    performers: EventPerformer[];
  };
}
