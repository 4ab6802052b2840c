/** GET /{locale}/api/genres/ : all genres, names in the request's locale (SPEC §7). */
import { asc } from 'drizzle-orm';
import type { Genre } from '../../shared/contract/events';
import { tr } from '../db/i18n';
import { genres } from '../db/schema';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'genres.browse',
    method: 'GET',
    api: 'api',
    path: '/genres/',
    permission: 'public',
    async handler({ db, locale }): Promise<Genre[]> {
      const rows = await db.select().from(genres).orderBy(asc(genres.order), asc(genres.id));
      return rows.map((g) => ({ id: g.id, name: tr(g, 'name', locale), slug: g.slug }));
    },
  }),
];
