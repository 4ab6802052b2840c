/** Paths of the back-end API (SPEC §7) of the forms area; see ./paths.ts. */
import type { Locale } from '../constants';

/** a container section by its slug (objects: `{content_type}-{id}`, see client/pages/ObjectSections.tsx); 404 when missing */
/** sets the csrftoken cookie when the browser has none (any GET of it does) */
export const userDetails = (locale: Locale) => `/${locale}/api/user-details/`;
export const form = (locale: Locale, slug: string) => `/${locale}/api/forms/${encodeURIComponent(slug)}/`;
export const tempFiles = (locale: Locale) => `/${locale}/api/temp-files/`;
export const formEntries = (locale: Locale) => `/${locale}/api/forms-entries/`;
