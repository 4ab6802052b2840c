import { buildPath } from '../../../shared/routes';

/** The press page's breadcrumb, first of the press page's and a directory's (their loaders' own module each, ./pressLoader.ts, ./directoryLoader.ts). */
export const pressCrumb = (locale: 'de' | 'en') => ({ link: buildPath('press', locale), text: '', textKey: 'press.title' });
