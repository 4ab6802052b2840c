/** Paths of the back-end API (SPEC §7) of the subscriptions area; see ./paths.ts. */
import type { Locale } from '../constants';

/** the list, without its page (client/stores/pagedList.ts adds it) */
export const subscriptions = (locale: Locale) => `/${locale}/api/subscriptions/`;
export const subscription = (locale: Locale, id: number) => `/${locale}/api/subscriptions/${id}/`;
export const subscriptionBySlug = (locale: Locale, slug: string) => `/${locale}/api/subscriptions/slug/${encodeURIComponent(slug)}/`;
