/**
 * Add to calendar (SPEC §7 GET /api/calendar/):
 *   GET /{locale}/api/calendar/?event={id}   text/calendar (RFC 5545) of one online concert
 * An attachment named after the concert's slug. 400 for a malformed id, 404 for an unknown or
 * offline concert (a logged-in editor gets offline ones, as with the detail).
 */
import { z } from 'zod';
import { CONTENT_VERSION_HEADER } from '../../shared/constants';
import { eventCalendar } from '../content/calendar';
import { loadEventDetail } from '../content/events';
import { getContentVersion } from '../db/contentVersion';
import { idParam } from '../content/listing';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';
import { NotFoundError } from '../errors';

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'calendar.read',
    method: 'GET',
    api: 'api',
    path: '/calendar/',
    permission: 'public',
    input: { query: z.object({ event: idParam }) },
    async handler({ db, locale, query, user, config, req, res }) {
      const event = await loadEventDetail(db, query.event, locale, user !== null);
      if (!event) throw new NotFoundError();
      // in production never a request's host (a cache could keep it for everyone): relative without PUBLIC_URL
      const origin = config.publicUrl?.replace(/\/+$/, '') ?? (config.nodeEnv === 'production' ? '' : `${req.protocol}://${req.host}`);
      const body = eventCalendar(event, { origin, locale, now: new Date() });
      // written here (not as JSON by the framework), so the content version header is set here too
      res.setHeader(CONTENT_VERSION_HEADER, String(await getContentVersion(db)));
      res
        .status(200)
        .set({
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="${event.slug}.ics"`,
        })
        .send(body);
    },
  }),
];
