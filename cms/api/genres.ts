/** GET /{locale}/api/genres/ : all genres, names in the request's locale (SPEC §7). */
import type { Genre } from '../../shared/contract/events';
import { listGenres } from '../content/events';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'genres.browse',
    method: 'GET',
    api: 'api',
    path: '/genres/',
    permission: 'public',
    async handler({ db, locale }): Promise<Genre[]> {
      return listGenres(db, locale);
    },
    keys: () => ['genres'],
  }),
];
