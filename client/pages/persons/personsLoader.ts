/**
 * The orchestra list (route persons): the persons under the filter of the URL (categories,
 * is_ensemble), page 1 (more pages are appended by 'load more'). The categories come with the list
 * when the address names none (the usual visit: one read).
 */
import { buildPath } from '../../../shared/routes';
import { failLoad, listFailed } from '../../routing/loadFailure';
import type { Loader } from '../../routing/types';
import { PERSON_FILTER_QUERY, personFilterOf } from '../../stores/personFilter';
import { personsArea } from '../../stores/PersonsStore';
import { areaOf } from '../../stores/areas';
import { requestedPage } from '../../stores/pagedList';

export const loadPersons: Loader = async (context) => {
  const { store, match, query } = context;
  const persons = areaOf(store, personsArea);
  const { locale } = match;
  // `?page=N`: the crawlable address behind "load more" (docs/seo.md); no page number, or one after the last: 404
  const page = requestedPage(query);
  if (page === null) return store.ui.setError(404);
  try {
    if (query.has(PERSON_FILTER_QUERY.categories)) {
      await persons.loadCategories(locale);
      await persons.loadFirstPage(locale, personFilterOf(query, persons.categories), page);
    } else {
      // no category to check against the categories: they come with the list (one read)
      await persons.loadFirstPage(locale, personFilterOf(query, []), page, true);
    }
  } catch (error) {
    // SPEC §8: a list that fails says so in the page, with 'Try again' (not the error page)
    if (!listFailed(context, error, 'persons')) return failLoad(context, error, 'persons');
    persons.setListFailed(locale, personFilterOf(query, persons.categories));
  }
  const list = buildPath('persons', locale);
  store.ui.setBreadcrumbs({ path: list, links: [{ link: list, text: '', textKey: 'persons.title' }] });
  store.ui.setHead({ route: match.name, title: { key: 'persons.title' }, description: { key: 'persons.description' } });
};
