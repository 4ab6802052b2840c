/** The whole database schema, one file per domain. Import tables from here: `import { pages } from '../db/schema'`. */
export * from './auth';
export * from './media';
export * from './pages';
export * from './events';
export * from './persons';
export * from './stories';
export * from './downloads';
export * from './subscriptions';
export * from './forms';
export * from './search';
export * from './system';
export * from './drafts';
export * from './reviews';
export * from './trash';
