/**
 * The press page (route press): the categories with the first page of their directories
 * (DOWNLOADS_PAGE_SIZE each) in one answer (`?with=directories`), loaded on the server, so the
 * downloads are in the HTML and only that page is in the state. `?category={id}&page=N` is the
 * address of one category from its page N on (the crawlable link behind "load more", docs/seo.md):
 * the page shows that category alone. A `page` that is no page number, a page after the last and an
 * unknown category answer 404.
 */
import { buildPath } from '../../../shared/routes';
import { pageHref } from '../../../shared/routes/pageHref';
import { failLoad, listFailed } from '../../routing/loadFailure';
import type { Loader } from '../../routing/types';
import { areaOf } from '../../stores/areas';
import { requestedPage } from '../../stores/pagedList';
import { pressArea } from '../../stores/PressStore';
import { pressCrumb } from './crumbs';

/** The address of a category's page `page` on the press page of `locale`. */
export function pressCategoryHref(locale: 'de' | 'en', categoryId: number, page: number): string {
  return pageHref(`${buildPath('press', locale)}?category=${categoryId}`, page);
}

/** The category of a `?category=` address: null without one, NaN when it is no id. */
function requestedCategory(query: URLSearchParams): number | null {
  const value = query.get('category');
  if (value === null) return null;
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
}

export const loadPress: Loader = async (context) => {
  const { store, match, query } = context;
  const press = areaOf(store, pressArea);
  const page = requestedPage(query);
  const only = requestedCategory(query);
  // a later page is one category's (`?page=N` alone is no address of this page)
  if (page === null || Number.isNaN(only) || (only === null && page > 1)) return store.ui.setError(404);
  press.setLoadFailed(false);
  try {
    if (only === null) {
      // every category with its first page of directories: one answer
      await press.loadWithDirectories(match.locale);
      press.setOnly(null);
    } else {
      await press.loadCategories(match.locale);
      if (!press.categories.some((c) => c.id === only)) return store.ui.setError(404);
      press.setOnly(only);
      await press.loadDirectories(only, page, true);
    }
  } catch (error) {
    // SPEC §8: the list says so in the page, with 'Try again'
    if (!listFailed(context, error, 'press')) return failLoad(context, error, 'press');
    press.setLoadFailed(true);
  }
  store.ui.setBreadcrumbs({ path: buildPath('press', match.locale), links: [pressCrumb(match.locale)] });
  const category = only === null ? undefined : press.categories.find((c) => c.id === only);
  store.ui.setHead({
    route: match.name,
    title: category ? { key: 'press.headCategory', values: { category: category.name } } : { key: 'press.title' },
    description: { key: 'press.description' },
    ...(only !== null && { urls: { de: pressCategoryHref('de', only, page), en: pressCategoryHref('en', only, page) } }),
  });
};
