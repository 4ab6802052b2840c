export * from './table';
export * from './match';
export * from './alternate';
export * from './categories';
export * from './pageQuery';
