import type { AreaLoaders } from '../../routing/types';

/** The loaders of the newsletter routes. */
export const newsletterLoaders: AreaLoaders = {};
