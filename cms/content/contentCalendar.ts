/**
 * The editor's content calendar (issue 43 item 3; docs/editor.md "Content calendar"): between two
 * Berlin days (both included), what goes live or offline (the schedule's `publish_at` /
 * `unpublish_at` of pages, concerts and stories, cms/jobs/schedule.ts), concerts by their start,
 * their pre-sale starts and stories by their date. One query for the dates; titles and addresses
 * through `ownerInfos`, as the review's and translation's lists have them. Trashed objects are not
 * in their tables, so they are never listed.
 */
import { sql } from 'drizzle-orm';
import type { Locale } from '../../shared/constants';
import { berlinToday, berlinWallTimeToDate } from '../../shared/berlinTime';
import type { CalendarEntry, CalendarKind } from '../../shared/contract/calendar';
import { queryRows, type DbOrTx } from '../db/client';
import { events, pages, stories } from '../db/schema';
import { ownerInfos } from './owners';

/** Entries per answer at most (a month of a large site has far fewer). */
const LIMIT = 2_000;

interface Row {
  kind: CalendarKind;
  content_type: CalendarEntry['content_type'];
  object_id: number;
  /** ISO instant (text) or null */
  at: string | null;
  /** 'YYYY-MM-DD' (text) or null */
  day: string | null;
  is_online: boolean;
}

/** 'YYYY-MM-DD' + n days */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export async function contentCalendar(db: DbOrTx, from: string, to: string, locale: Locale): Promise<CalendarEntry[]> {
  // the instants of the range: from Berlin midnight of `from` to Berlin midnight after `to`
  const start = sql`${berlinWallTimeToDate(from)!.toISOString()}::timestamptz`;
  const end = sql`${berlinWallTimeToDate(addDays(to, 1))!.toISOString()}::timestamptz`;
  const first = sql`${from}::date`;
  const last = sql`${to}::date`;
  // as text, so PGlite and node-postgres answer alike
  const iso = (column: unknown) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const timed = (kind: CalendarKind, type: string, table: typeof pages | typeof events | typeof stories, column: string) =>
    sql`SELECT ${kind}::text AS kind, ${type}::text AS content_type, id AS object_id, ${iso(sql.identifier(column))} AS at, NULL::text AS day, is_online
        FROM ${table} WHERE ${sql.identifier(column)} >= ${start} AND ${sql.identifier(column)} < ${end}`;
  const dated = (kind: CalendarKind, type: string, table: typeof events | typeof stories, column: string) =>
    sql`SELECT ${kind}::text, ${type}::text, id, NULL::text, to_char(${sql.identifier(column)}, 'YYYY-MM-DD'), is_online
        FROM ${table} WHERE ${sql.identifier(column)} BETWEEN ${first} AND ${last}`;
  const rows = await queryRows<Row>(
    db,
    sql`SELECT kind, content_type, object_id, at, day, is_online FROM (
          ${timed('publish', 'page', pages, 'publish_at')}
          UNION ALL ${timed('unpublish', 'page', pages, 'unpublish_at')}
          UNION ALL ${timed('publish', 'event', events, 'publish_at')}
          UNION ALL ${timed('unpublish', 'event', events, 'unpublish_at')}
          UNION ALL ${timed('publish', 'story', stories, 'publish_at')}
          UNION ALL ${timed('unpublish', 'story', stories, 'unpublish_at')}
          UNION ALL ${timed('concert', 'event', events, 'start_at')}
          UNION ALL ${dated('presale', 'event', events, 'presale_start')}
          UNION ALL ${dated('story', 'story', stories, 'date')}
        ) AS calendar
        ORDER BY kind, content_type, object_id
        LIMIT ${LIMIT}`,
  );
  const infos = {
    page: await ownerInfos(db, 'page', idsOf(rows, 'page')),
    event: await ownerInfos(db, 'event', idsOf(rows, 'event')),
    story: await ownerInfos(db, 'story', idsOf(rows, 'story')),
  };
  const other: Locale = locale === 'de' ? 'en' : 'de';
  const entries = rows.map((row): CalendarEntry => {
    const info = infos[row.content_type].get(Number(row.object_id));
    return {
      kind: row.kind,
      content_type: row.content_type,
      object_id: Number(row.object_id),
      date: row.day ?? berlinToday(new Date(row.at!)),
      at: row.at,
      title: info?.title[locale] || info?.title[other] || '',
      is_online: row.is_online,
      urls: info?.urls ?? {},
    };
  });
  // by day; a day's pre-sales and stories first, then by the time
  return entries.sort((a, b) => a.date.localeCompare(b.date) || (a.at ?? '').localeCompare(b.at ?? '') || a.kind.localeCompare(b.kind) || a.object_id - b.object_id);
}

function idsOf(rows: Row[], type: Row['content_type']): number[] {
  return [...new Set(rows.filter((row) => row.content_type === type).map((row) => Number(row.object_id)))];
}
