import type { AreaLoaders } from '../../routing/types';

/** The loaders of the search routes. */
export const searchLoaders: AreaLoaders = {};
