/**
 * Redirect table (SPEC §7), read by the SSR server before rendering:
 *   GET /{locale}/pageeditor-api/redirect          -> RedirectEntry[]
 *   GET /{locale}/pageeditor-api/redirect/{path}   -> RedirectEntry | 404
 * {path} may be given with or without its leading and trailing slash (/redirect/de/alt/ and
 * /redirect/%2Fde%2Falt%2F both find old_path '/de/alt/').
 */
import { z } from 'zod';
import type { RedirectEntry } from '../../shared/contract/pages';
import { findRedirect, listRedirects } from '../content/redirects';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';
import { NotFoundError } from '../errors';

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'redirects.browse',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/redirect',
    permission: 'public',
    async handler({ db }): Promise<RedirectEntry[]> {
      return listRedirects(db);
    },
    keys: () => ['redirects'],
  }),
  defineEndpoint({
    name: 'redirects.read',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/redirect/*path',
    permission: 'public',
    input: { params: z.object({ path: z.string().min(1).max(2000) }) },
    async handler({ db, params }): Promise<RedirectEntry> {
      const row = await findRedirect(db, params.path);
      if (!row) throw new NotFoundError();
      return row;
    },
    keys: () => ['redirects'],
  }),
];
