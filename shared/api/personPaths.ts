/** Paths of the back-end API (SPEC §7) of the orchestra area (persons); see ./paths.ts. */
import type { Locale } from '../constants';
import { queryString } from './paths';

export const personCategories = (locale: Locale) => `/${locale}/api/person-categories/`;
/** `query`: page, is_ensemble, categories */
export const persons = (locale: Locale, query: Record<string, string | number> = {}) => `/${locale}/api/persons/${queryString(query)}`;
export const person = (locale: Locale, id: number) => `/${locale}/api/persons/${id}/`;
/** the person's coming concerts (first page of the concerts list, from today) */
export const personConcerts = (locale: Locale, id: number) => `/${locale}/api/events/?person=${id}`;
