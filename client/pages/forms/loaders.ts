import type { AreaLoaders } from '../../routing/types';

/** The loaders of the forms routes. */
export const formsLoaders: AreaLoaders = {};
