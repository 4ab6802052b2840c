/**
 * Redirect table (SPEC §7), read by the SSR server before rendering:
 *   GET /{locale}/pageeditor-api/redirect          -> RedirectEntry[]
 *   GET /{locale}/pageeditor-api/redirect/{path}   -> RedirectEntry | 404
 * {path} may be given with or without its leading and trailing slash (/redirect/de/alt/ and
 * /redirect/%2Fde%2Falt%2F both find old_path '/de/alt/').
 */
import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { RedirectEntry } from '../../shared/contract/pages';
import { redirects } from '../db/schema';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';
import { NotFoundError } from '../errors';

/** The spellings of a path that count as the same redirect source: with and without trailing slash. */
export function pathVariants(raw: string): string[] {
  const path = `/${raw.replace(/^\/+/, '')}`;
  if (path === '/') return ['/'];
  return path.endsWith('/') ? [path, path.replace(/\/+$/, '')] : [path, `${path}/`];
}

const columns = { old_path: redirects.old_path, new_path: redirects.new_path };

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'redirects.browse',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/redirect',
    permission: 'public',
    async handler({ db }): Promise<RedirectEntry[]> {
      return db.select(columns).from(redirects).orderBy(asc(redirects.old_path));
    },
  }),
  defineEndpoint({
    name: 'redirects.read',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/redirect/*path',
    permission: 'public',
    input: { params: z.object({ path: z.string().min(1).max(2000) }) },
    async handler({ db, params }): Promise<RedirectEntry> {
      const variants = pathVariants(params.path);
      const rows = await db.select(columns).from(redirects).where(inArray(redirects.old_path, variants));
      // exact spelling first
      const row = variants.map((v) => rows.find((r) => r.old_path === v)).find(Boolean);
      if (!row) throw new NotFoundError();
      return row;
    },
  }),
];
