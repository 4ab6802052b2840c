import type { Loader } from '../routing/types';
import { storeEnv } from '../stores/env';

/** The home page renders even when its content fails to load: the layout with a fallback. */
export const loadHome: Loader = async ({ store, match }) => {
  try {
    const listed = await store.page.load(match.locale, '');
    // The events that event lists on the page refer to (in the snapshot, so hydration needs no fetch).
    if (store.page.current) await store.moduleData.load(match.locale, store.page.current.modules, listed);
  } catch (error) {
    store.page.clear();
    storeEnv(store).logger.warn({ err: error }, 'home page content failed to load');
  }
};
