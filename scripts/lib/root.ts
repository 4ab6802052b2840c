import path from 'node:path';

/** The project root (scripts/ lives directly below it). */
export const projectRoot = path.resolve(__dirname, '..', '..');
