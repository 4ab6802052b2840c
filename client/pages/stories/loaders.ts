import type { AreaLoaders } from '../../routing/types';

/** The loaders of the stories routes. */
export const storiesLoaders: AreaLoaders = {};
