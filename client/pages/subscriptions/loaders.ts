import type { AreaLoaders, Loader } from '../../routing/types';

/** The subscriptions list, page 1 (a failure shows the list's error state, not an error page). */
const loadSubscriptions: Loader = async ({ store, match }) => {
  await store.subscriptions.loadList(match.locale);
};

/** One subscription by slug, with its id when the address has one; 404 when unknown or the slug is not its own. */
const loadSubscription: Loader = async ({ store, match }) => {
  const id = match.params.id === undefined ? null : Number(match.params.id);
  const status = await store.subscriptions.loadDetail(match.locale, match.params.slug ?? '', id);
  if (status !== 200) store.ui.setError(status);
};

/** The loaders of the subscriptions routes. */
export const subscriptionsLoaders: AreaLoaders = {
  subscriptions: loadSubscriptions,
  'subscriptions-slug-id': loadSubscription,
};
