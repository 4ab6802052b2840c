import type { AreaLoaders } from '../../routing/types';

/** The loaders of the persons routes. */
export const personsLoaders: AreaLoaders = {};
