export * from './types';
export type * from './data';
export * from './registry';
export * from './validate';
export * from './messages';
export * from './embed';
export * from './richText';
export * from './container';
export { IMAGE_ALIASES, type ImageAlias } from './image';
