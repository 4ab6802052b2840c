/**
 * The orchestra's persons and ensembles (SPEC §7). Answers of
 *   GET /{locale}/api/person-categories/, /persons/, /persons/{id}/
 */
import type { ImageRef, Paginated } from './common';
import type { EventList, ObjectUrls } from './events';

/** GET /{locale}/api/person-categories/ : list, ordered by `order` (sections of the orchestra). */
export interface PersonCategory {
  id: number;
  name: string;
  slug: string;
  order: number;
}

export interface PersonCategoryRef {
  id: number;
  name: string;
  slug: string;
}

/** One item of GET /{locale}/api/persons/ */
export interface PersonListItem {
  id: number;
  slug: string;
  /** 'first last'; for ensembles the ensemble's name */
  name: string;
  first_name: string;
  last_name: string;
  /** positions in the request's locale, one per line of the stored position ('Konzertmeister', 'Solo-Violine') */
  positions: string[];
  /** ordered like the categories themselves */
  categories: PersonCategoryRef[];
  instrument: string;
  is_ensemble: boolean;
  image: ImageRef | null;
  /** '/de/orchester/{slug}/{id}', '/en/orchestra/{slug}/{id}' */
  url: ObjectUrls;
  /** '/admin/persons/person/{id}/change/' */
  admin_url: string;
}

/** GET /{locale}/api/persons/ (page size 24) */
export type PersonList = Paginated<PersonListItem>;

/** `?with=categories` on the orchestra list (GET /{locale}/api/persons/): the list with the person categories, in one answer. */
export type PersonListWithCategories = PersonList & { categories?: PersonCategory[] };

/** GET /{locale}/api/persons/{id}/ */
export interface PersonDetail extends PersonListItem {
  /** rich text (allowlisted HTML) */
  biography: string;
}

/**
 * `?with=concerts` on a person's detail (GET /{locale}/api/persons/{id}/): the person's coming concerts
 * as GET /{locale}/api/events/?person={id} answers them; null where that list answers 400 (a person
 * not online, seen by an editor).
 */
export type WithPersonConcerts<T> = T & { concerts?: EventList | null };
