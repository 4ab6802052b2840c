/**
 * `?with=events` on a page or the content hub (GET …/pageeditor-api/page/…, …/cms-hub): the answer
 * carries `events`, the events its event lists name, as GET …/api/events/?ids= answers them to the
 * same reader. A page with an event list then needs one read instead of two.
 */
import { z } from 'zod';
import type { ContainerSection, WithListedEvents } from '../../shared/contract/pages';
import type { Locale } from '../../shared/constants';
import { objectKey } from '../../shared/contentKeys';
import { eventIdsOf } from '../../shared/modules/listedEvents';
import type { SessionUser } from '../auth/session';
import type { DbOrTx } from '../db/client';
import { eventsByIds } from '../content/events';

/** A page's or the hub's `with` query parameter (an endpoint's query schema takes it as its `with` field, as `withSectionParam`). */
export const withEventsParam = z.literal('events').optional();

/** The answer, and with `?with=events` the events of its sections' event lists (offline ones for editors only). */
export async function withListedEvents<T extends { modules: ContainerSection[] }>(
  frame: { db: DbOrTx; locale: Locale; user: SessionUser | null; query: { with?: 'events' } },
  answer: T,
): Promise<WithListedEvents<T>> {
  if (frame.query.with !== 'events') return answer;
  const ids = eventIdsOf(answer.modules);
  return { ...answer, events: ids.length ? await eventsByIds(frame.db, ids, frame.locale, frame.user !== null) : [] };
}

/** The keys of those events, listed or not (an unknown id is named too: creating it touches it, as for `?ids=`). */
export const listedEventKeys = (query: { with?: 'events' }, answer: { modules: ContainerSection[] } | undefined): string[] =>
  query.with === 'events' && answer ? eventIdsOf(answer.modules).map((id) => objectKey('event', id)) : [];
