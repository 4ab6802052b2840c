/**
 * The editor's content calendar (issue 43 item 3; docs/api/pageeditor.md "Content calendar"):
 *   GET /{locale}/pageeditor-api/calendar/?from=YYYY-MM-DD&to=YYYY-MM-DD   (editor) -> CalendarAnswer
 * Both days are Berlin calendar days and included; at most CALENDAR_MAX_DAYS. Titles in the
 * request's language.
 */
import { z } from 'zod';
import { berlinWallTimeToDate } from '../../../shared/berlinTime';
import { CALENDAR_MAX_DAYS, type CalendarAnswer } from '../../../shared/contract/calendar';
import { contentCalendar } from '../../content/contentCalendar';
import { ValidationError } from '../../errors';
import { defineEndpoint, type AnyEndpoint } from '../../http/endpoint';

const day = z.string().refine((value) => /^\d{4}-\d\d-\d\d$/.test(value) && berlinWallTimeToDate(value) !== null, { message: 'A day as YYYY-MM-DD.' });

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'contentCalendar.list',
    method: 'GET',
    api: 'pageeditor-api',
    path: '/calendar/',
    permission: 'editor',
    input: { query: z.object({ from: day, to: day }) },
    async handler({ db, query, locale }): Promise<CalendarAnswer> {
      const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
      if (days < 1) throw new ValidationError({ to: ['The last day comes before the first.'] });
      if (days > CALENDAR_MAX_DAYS) throw new ValidationError({ to: [`At most ${CALENDAR_MAX_DAYS} days at once.`] });
      return { from: query.from, to: query.to, entries: await contentCalendar(db, query.from, query.to, locale) };
    },
  }),
];
