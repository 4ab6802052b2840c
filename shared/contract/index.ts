export * from './common';
export * from './pages';
export * from './navigation';
export * from './user';
export * from './events';
