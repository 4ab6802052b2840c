/**
 * Site navigation built from the page tree (SPEC §3 Navigation):
 *   GET /{locale}/pageeditor-api/nav -> Navigation {menu, footer}
 * The rules (what the menu and the footer hold, in which order): cms/content/navigation.ts.
 */
import type { Navigation } from '../../shared/contract/navigation';
import { loadNavigation } from '../content/navigation';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'navigation.read',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/nav',
    permission: 'public',
    async handler({ db, locale }): Promise<Navigation> {
      return loadNavigation(db, locale);
    },
    keys: () => ['nav'],
  }),
];
