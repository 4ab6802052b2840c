import type { AreaLoaders } from '../../routing/types';

/** The loaders of the subscriptions routes. */
export const subscriptionsLoaders: AreaLoaders = {};
