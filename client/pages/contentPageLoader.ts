import { VERSION_QUERY } from '../../shared/routes/pageQuery';
import { failLoad } from '../routing/loadFailure';
import type { Loader } from '../routing/types';

/** A generic content page by slug; 404 and other failures show the error page with that status. */
export const loadContentPage: Loader = async (context) => {
  const { store, match, query } = context;
  try {
    // `?v=` is a stored version; only editors see it (the server drops it for visitors with a 301).
    const version = store.user.isLoggedIn ? query.get(VERSION_QUERY) : null;
    const listed = await store.page.load(match.locale, match.params.slug ?? '', version);
    const page = store.page.current;
    if (page) await store.moduleData.load(match.locale, page.modules, listed);
    // An offline page is not found for visitors (SPEC §4).
    if (page && !page.is_online && !store.user.isLoggedIn) store.ui.setError(404);
  } catch (error) {
    store.page.clear();
    failLoad(context, error, 'content page');
  }
};
