import type { AreaLoaders } from '../../routing/types';

/** The loaders of the press routes. */
export const pressLoaders: AreaLoaders = {};
