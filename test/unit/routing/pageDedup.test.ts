/**
 * SPEC §4: a repeated request for the same locale and slug waits (polling every POLL_INTERVAL ms)
 * for the first instead of fetching again; on the server, overlapping anonymous page views share
 * one back-end call.
 */
import { POLL_INTERVAL } from '../../../shared/constants';
import type { ApiClient } from '../../../shared/api/client';
import { ApiError } from '../../../shared/api/errors';
import { createRootStore } from '../../../client/stores/RootStore';
import { createInFlight } from '../../../server/api/coalesce';
import { page } from '../../support/fakeCms';

const logger = { warn: () => {} };

function deferredApi() {
  const calls: string[] = [];
  const pending: { resolve(value: unknown): void; reject(error: unknown): void }[] = [];
  const api: ApiClient = {
    get: <T>(path: string) => {
      calls.push(path);
      return new Promise<T>((resolve, reject) => pending.push({ resolve: resolve as (v: unknown) => void, reject }));
    },
    send: () => Promise.reject(new Error('no')),
    upload: () => Promise.reject(new Error('no')),
  };
  return { api, calls, pending };
}

describe('PageStore de-duplication', () => {
  // mobx-state-tree's flows continue on microtasks: keep those real, fake only the clock
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('a second load of the same page fetches nothing and ends, polling, once the first answered', async () => {
    const { api, calls, pending } = deferredApi();
    const store = createRootStore({}, { api, logger });
    const first = store.page.load('de', 'ueber-uns');
    let secondDone = false;
    const second = store.page.load('de', 'ueber-uns').then(() => {
      secondDone = true;
    });
    expect(calls).toEqual(['/de/pageeditor-api/page/ueber-uns?with=events']);
    pending[0].resolve(page({ title: 'Über uns' }));
    await first;
    expect(secondDone).toBe(false); // it has not polled yet
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL);
    await second;
    expect(secondDone).toBe(true);
    expect(calls).toHaveLength(1);
    expect(store.page.current?.title).toBe('Über uns');
  });

  it('the waiting load fails with the first one\'s error', async () => {
    const { api, pending } = deferredApi();
    const store = createRootStore({}, { api, logger });
    const first = store.page.load('de', 'kaputt').catch((e: unknown) => e);
    const second = store.page.load('de', 'kaputt').catch((e: unknown) => e);
    pending[0].reject(new ApiError(500, 'x', 'failed'));
    await first;
    await jest.advanceTimersByTimeAsync(POLL_INTERVAL);
    expect(await second).toMatchObject({ status: 500 });
  });

  it('different pages, languages and versions are fetched separately', () => {
    const { api, calls } = deferredApi();
    const store = createRootStore({}, { api, logger });
    void store.page.load('de', 'a');
    void store.page.load('en', 'a');
    void store.page.load('de', 'a', '7');
    expect(calls).toEqual(['/de/pageeditor-api/page/a?with=events', '/en/pageeditor-api/page/a?with=events', '/de/pageeditor-api/page/a?version_id=7&with=events']);
  });
});

describe('server in-flight map', () => {
  it('runs one task per key at a time and hands its result to every caller', async () => {
    const inFlight = createInFlight();
    let runs = 0;
    let release: (value: string) => void = () => {};
    const task = () => {
      runs += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const a = inFlight.run('de:ueber-uns', task);
    const b = inFlight.run('de:ueber-uns', task);
    expect(runs).toBe(1);
    release('page');
    expect(await Promise.all([a, b])).toEqual(['page', 'page']);
    expect(inFlight.size).toBe(0);
    // finished: the next call fetches anew (no caching beyond the overlap)
    const c = inFlight.run('de:ueber-uns', task);
    expect(runs).toBe(2);
    release('fresh');
    expect(await c).toBe('fresh');
  });
});
