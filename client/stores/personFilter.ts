/**
 * The orchestra list's filter as its address carries it (SPEC §2: sections, persons or ensembles):
 * apart from the list's store, so a person's page links to a filtered list without loading the list.
 */
import type { PersonCategory } from '../../shared/contract/persons';

/** The list's filter, as the URL carries it: category slugs, and persons or ensembles only (null: both). */
export interface PersonFilter {
  categories: string[];
  ensemble: boolean | null;
}

export const PERSON_FILTER_QUERY = { categories: 'categories', ensemble: 'is_ensemble' } as const;

/** The filter of a URL query; category slugs that name no category are dropped (the list shows without them). */
export function personFilterOf(query: URLSearchParams, categories: readonly PersonCategory[]): PersonFilter {
  const wanted = (query.get(PERSON_FILTER_QUERY.categories) ?? '').split(',').map((slug) => slug.trim().toLowerCase());
  const ensemble = query.get(PERSON_FILTER_QUERY.ensemble);
  return {
    // in the categories' order, so one filter has one spelling
    categories: categories.filter((c) => wanted.includes(c.slug)).map((c) => c.slug),
    ensemble: ensemble === 'true' ? true : ensemble === 'false' ? false : null,
  };
}

/** The URL query of a filter ('' when it filters nothing). */
export function personFilterQuery(filter: PersonFilter): string {
  const query = new URLSearchParams();
  if (filter.categories.length) query.set(PERSON_FILTER_QUERY.categories, filter.categories.join(','));
  if (filter.ensemble !== null) query.set(PERSON_FILTER_QUERY.ensemble, String(filter.ensemble));
  // keep the commas readable in the address bar
  return query.toString().replace(/%2C/g, ',');
}
