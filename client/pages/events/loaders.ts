import type { AreaLoaders } from '../../routing/types';

/** The loaders of the events routes. */
export const eventsLoaders: AreaLoaders = {};
