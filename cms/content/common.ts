/** Small helpers every content answer uses: public URLs of objects, grouping, sorting by name. */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Locale } from '../../shared/constants';
import type { ObjectUrls } from '../../shared/contract/events';
import { buildPath } from '../../shared/routes/match';
import type { RouteName } from '../../shared/routes/table';
import { slugify } from '../../shared/slug';

/**
 * `<table>.id` with its table named, for a subquery of a row's own (its tags, its categories) in a
 * select from that table: drizzle writes a select's own columns unqualified, which the subquery
 * would take for its own tables' columns.
 */
export function outerId(table: PgTable): SQL {
  return sql`${sql.identifier(getTableName(table))}.${sql.identifier('id')}`;
}

/** An object's slug per language: one slug for both, or each language's own (titledSlugs). */
export type Slugs = string | Record<Locale, string>;

/**
 * The slugs of an object with a title in each language (concerts, stories): German the stored slug
 * (made from the German title), English made from the English title by the same rule (SPEC §5)
 * where there is one, else the stored slug too (docs/seo.md). The id decides; the slug is for people.
 */
export function titledSlugs(row: { slug: string; title_en: string | null }): Record<Locale, string> {
  return { de: row.slug, en: (row.title_en && slugify(row.title_en)) || row.slug };
}

/** '/de/konzerte/{slug}/{id}' and '/en/concerts/{slug}/{id}' for route 'events-slug-id', etc. (shared route table) */
export function objectUrls(route: RouteName, slugs: Slugs, id: number): ObjectUrls {
  const slugOf = (locale: Locale) => (typeof slugs === 'string' ? slugs : slugs[locale]);
  return { de: buildPath(route, 'de', { slug: slugOf('de'), id: String(id) }), en: buildPath(route, 'en', { slug: slugOf('en'), id: String(id) }) };
}

/** display name of a person: 'first last'; an ensemble's name is its last_name */
export function personName(row: { first_name: string; last_name: string; is_ensemble: boolean }): string {
  return row.is_ensemble ? row.last_name : `${row.first_name} ${row.last_name}`.trim();
}

/** One collator per language: making one costs more than sorting a list of tags with it. */
const collators = new Map<Locale, Intl.Collator>();

/** sorted in place by `name` as a reader of the locale expects (umlauts in place, numbers numerically) */
export function sortByName<T extends { name: string }>(items: T[], locale: Locale): T[] {
  if (items.length < 2) return items;
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return items.sort((a, b) => collator.compare(a.name, b.name));
}

export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
