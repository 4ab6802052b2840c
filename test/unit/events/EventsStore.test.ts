/** The concerts store: forward-only pagination (SPEC §4), filter reset, the date parameter. */
import { ApiError } from '../../../shared/api/errors';
import { loadRoute } from '../../../client/routing/loadRoute';
import { createRootStore } from '../../../client/stores/RootStore';
import type { EventList, EventListItem } from '../../../shared/contract/events';
import { matchRoute } from '../../../shared/routes';
import { fakeApi, type Answer } from '../../support/fakeApi';
import { areaOf } from '../../../client/stores/areas';
import { eventsArea } from '../../../client/stores/EventsStore';

const today = '2026-11-21';
const filter = { date: today, venue: null, tag: null, genre: null };

const event = (id: number): EventListItem =>
  ({ id, slug: `konzert-${id}`, title: `Konzert ${id}`, start: '2026-12-01T19:30:00+01:00', performers: [], url: { de: `/de/konzerte/konzert-${id}/${id}`, en: '' } }) as unknown as EventListItem;

const page = (ids: number[], next: boolean, count = 30): EventList => ({ count, next: next ? 'next' : null, previous: null, results: ids.map(event) });

function setup(answers: Record<string, Answer>) {
  const api = fakeApi(answers);
  const logger = { warn: jest.fn() };
  const store = createRootStore({}, { api, logger });
  return { store, api, logger, events: areaOf(store, eventsArea) };
}

const path = (query: string) => `/de/api/events/?${query}`;

describe('EventsStore', () => {
  test('loadList asks for page 1 from the given date; load more appends the next page', async () => {
    const { events, api } = setup({
      [path(`date=${today}&page=1`)]: page([1, 2], true),
      [path(`date=${today}&page=2`)]: page([3, 4], true),
    });
    await events.loadList('de', today, filter);
    expect(events.list.items.map((e) => e.id)).toEqual([1, 2]);
    expect(events.list.page).toBe(1);
    expect(events.list.hasNext).toBe(true);
    await events.list.loadMore();
    expect(events.list.items.map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(events.list.page).toBe(2);
    expect(api.calls).toEqual([path(`date=${today}&page=1`), path(`date=${today}&page=2`)]);
  });

  test('a next page repeating concerts already shown (the list moved between requests) shows them once', async () => {
    const { events } = setup({
      [path(`date=${today}&page=1`)]: page([1, 2], true),
      [path(`date=${today}&page=2`)]: page([2, 3], false),
    });
    await events.loadList('de', today, filter);
    await events.list.loadMore();
    expect(events.list.items.map((e) => e.id)).toEqual([1, 2, 3]);
  });

  test('forward only: an earlier or the same page is ignored', async () => {
    const { events, api } = setup({
      [path(`date=${today}&page=1`)]: page([1], true),
      [path(`date=${today}&page=2`)]: page([2], true),
    });
    await events.loadList('de', today, filter);
    await events.list.loadPage(2);
    expect(await events.list.loadPage(1)).toBe(false);
    expect(await events.list.loadPage(2)).toBe(false);
    expect(events.list.items.map((e) => e.id)).toEqual([1, 2]);
    expect(api.calls).toHaveLength(2);
  });

  test('no next page: load more does nothing', async () => {
    const { events, api } = setup({ [path(`date=${today}&page=1`)]: page([1], false, 1) });
    await events.loadList('de', today, filter);
    expect(await events.list.loadMore()).toBe(false);
    expect(api.calls).toHaveLength(1);
  });

  test('a new filter resets to page 1 (then page 1 may be asked again)', async () => {
    const { events } = setup({
      [path(`date=${today}&page=1`)]: page([1], true),
      [path(`date=${today}&page=2`)]: page([2], true),
      [path(`date=${today}&venue=3&page=1`)]: page([7], false, 1),
    });
    await events.loadList('de', today, filter);
    await events.list.loadMore();
    await events.loadList('de', today, { ...filter, venue: 3 });
    expect(events.list.page).toBe(1);
    expect(events.list.items.map((e) => e.id)).toEqual([7]);
    expect(events.list.count).toBe(1);
    expect(events.list.hasNext).toBe(false);
  });

  test('while a new filter loads, the shown concerts stay until its page 1 replaces them; a failed page 1 clears them', async () => {
    let release: (value: EventList) => void = () => undefined;
    const { events } = setup({
      [path(`date=${today}&page=1`)]: page([1, 2], true),
      [path(`date=${today}&genre=kammermusik&page=1`)]: () => new Promise<EventList>((resolve) => (release = resolve)),
      [path(`date=${today}&genre=oper&page=1`)]: new ApiError(500, 'error', 'boom'),
    });
    await events.loadList('de', today, filter);
    const loading = events.loadList('de', today, { ...filter, genre: 'kammermusik' });
    expect(events.list.items.map((e) => e.id)).toEqual([1, 2]);
    expect(events.list.page).toBe(0);
    release(page([5], false, 1));
    await loading;
    expect(events.list.items.map((e) => e.id)).toEqual([5]);
    await events.loadList('de', today, { ...filter, genre: 'oper' });
    expect(events.list.items).toEqual([]);
    expect(events.list.listError).toBe(500);
  });

  test('an answer for the old filter that arrives after the reset is dropped', async () => {
    let release: (value: EventList) => void = () => undefined;
    const { events } = setup({
      [path(`date=${today}&page=1`)]: page([1], true),
      [path(`date=${today}&page=2`)]: () => new Promise<EventList>((resolve) => (release = resolve)),
      [path(`date=${today}&tag=open-air&page=1`)]: page([9], false, 1),
    });
    await events.loadList('de', today, filter);
    const more = events.list.loadMore();
    await events.loadList('de', today, { ...filter, tag: 'open-air' });
    release(page([2], true));
    await more;
    expect(events.list.items.map((e) => e.id)).toEqual([9]);
    expect(events.list.page).toBe(1);
  });

  test('an empty answer is the empty state; a failure is the error state, logged, with a working retry', async () => {
    let fail = true;
    const { events, logger } = setup({
      [path(`date=${today}&page=1`)]: () => (fail ? new ApiError(502, 'upstream_unreachable', 'down') : page([1], false, 1)),
      [path('date=2027-01-01&page=1')]: page([], false, 0),
    });
    await events.loadList('de', today, filter);
    expect(events.list.listError).toBe(502);
    expect(events.list.loading).toBe(false);
    expect(events.list.isEmpty).toBe(false);
    expect(logger.warn).toHaveBeenCalled();
    fail = false;
    await events.list.retry();
    expect(events.list.listError).toBeNull();
    expect(events.list.items).toHaveLength(1);
    await events.loadList('de', today, { ...filter, date: '2027-01-01' });
    expect(events.list.isEmpty).toBe(true);
  });
});

describe('events route loader', () => {
  const options = {
    '/de/api/event-filters/': { venues: [{ id: 3, name: 'Konzerthaus', city: '', address: '', url: '' }], tags: [{ id: 1, name: 'Open Air', slug: 'open-air' }], genres: [] },
  };

  beforeAll(() => {
    jest.useFakeTimers({ now: new Date('2026-11-21T23:30:00Z'), doNotFake: ['setTimeout', 'setImmediate', 'queueMicrotask', 'nextTick'] });
  });
  afterAll(() => jest.useRealTimers());

  async function visit(url: string, answers: Record<string, Answer>) {
    const { store, api } = setup({ ...options, ...answers });
    const parsed = new URL(url, 'http://x');
    await loadRoute(store, matchRoute(parsed.pathname), 'de', parsed.searchParams);
    return { store, api };
  }

  /** the list that brings the filter options along (`with=filters`), as the back end answers it */
  const withOptions = (list: EventList) => ({ ...list, filters: options['/de/api/event-filters/'] });

  test("passes today's date in Europe/Berlin (after 23:00 UTC it is already tomorrow)", async () => {
    const { store, api } = await visit('/de/konzerte', { [path('date=2026-11-22&page=1&with=filters')]: withOptions(page([1], false, 1)) });
    expect(api.calls).toContain(path('date=2026-11-22&page=1&with=filters'));
    expect(areaOf(store, eventsArea).today).toBe('2026-11-22');
    expect(areaOf(store, eventsArea).list.items).toHaveLength(1);
  });

  test('the URL filter reaches the API; unknown values are dropped and reported, not a 500', async () => {
    const { store, api } = await visit('/de/konzerte?date=2026-12-24&venue=3&tag=nope', { [path('date=2026-12-24&venue=3&page=1')]: page([5], false, 1) });
    expect(api.calls).toContain(path('date=2026-12-24&venue=3&page=1'));
    expect(areaOf(store, eventsArea).filter).toEqual({ date: '2026-12-24', venue: 3, tag: null, genre: null });
    expect(areaOf(store, eventsArea).invalidFilters).toEqual(['tag']);
    expect(store.ui.error).toBeNull();
  });

  test('the filter options come with the list when the address names none of them, once per language', async () => {
    const { store, api } = await visit('/de/konzerte', { [path('date=2026-11-22&page=1&with=filters')]: withOptions(page([1], false, 1)) });
    expect(areaOf(store, eventsArea).venues.map((venue) => venue.name)).toEqual(['Konzerthaus']);
    expect(areaOf(store, eventsArea).tags.map((tag) => tag.slug)).toEqual(['open-air']);
    expect(areaOf(store, eventsArea).list.items).toHaveLength(1);
    await loadRoute(store, matchRoute('/de/konzerte'), 'de', new URLSearchParams('venue=3'));
    await loadRoute(store, matchRoute('/de/konzerte'), 'de', new URLSearchParams());
    expect(api.calls.filter((call) => /\/(event-filters|venues|event-tags|genres)\/|with=filters/.test(call))).toEqual([path('date=2026-11-22&page=1&with=filters')]);
  });

  test('an address naming a venue, tag or genre reads the options first (to check it); a list answer without them reads them apart', async () => {
    const { api } = await visit('/de/konzerte?genre=oper', { [path('date=2026-11-22&page=1')]: page([1], false, 1) });
    expect(api.calls.filter((call) => call.startsWith('/de/api/'))).toEqual(['/de/api/event-filters/', path('date=2026-11-22&page=1')]);
    const older = await visit('/de/konzerte', { [path('date=2026-11-22&page=1&with=filters')]: page([1], false, 1) });
    expect(older.api.calls).toContain('/de/api/event-filters/');
    expect(areaOf(older.store, eventsArea).venues.map((venue) => venue.name)).toEqual(['Konzerthaus']);
  });
});
