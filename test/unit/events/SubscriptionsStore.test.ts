/** The subscriptions store: mapping only of a non-empty array (SPEC §5), list failure (SPEC §8), forward-only pages, detail by id or slug. */
import { ApiError } from '../../../shared/api/errors';
import { createRootStore } from '../../../client/stores/RootStore';
import { subscriptionItems } from '../../../client/stores/SubscriptionsStore';
import type { SubscriptionList, SubscriptionListItem } from '../../../shared/contract/subscriptions';
import { fakeApi, type Answer } from '../../support/fakeApi';
import { areaOf } from '../../../client/stores/areas';
import { subscriptionsArea } from '../../../client/stores/SubscriptionsStore';

const item = (id: number): SubscriptionListItem => ({
  id,
  name: `Abo ${id}`,
  slug: `abo-${id}`,
  subtitle: `Untertitel ${id}`,
  prices: [{ label: 'Kategorie A', amount: 249.5, currency: 'EUR' }],
  url: { de: `/de/subscriptions/abo-${id}/${id}`, en: `/en/subscriptions/abo-${id}/${id}` },
  admin_url: '',
});
const list = (ids: number[], next: boolean): SubscriptionList => ({ count: ids.length, next: next ? 'n' : null, previous: null, results: ids.map(item) });

function setup(answers: Record<string, Answer>) {
  const logger = { warn: jest.fn() };
  const api = fakeApi(answers);
  const store = createRootStore({}, { api, logger });
  return { subscriptions: areaOf(store, subscriptionsArea), logger, api };
}

describe('subscriptionItems', () => {
  test('maps only a non-empty array', () => {
    expect(subscriptionItems(list([1], false))).toEqual([item(1)]);
    expect(subscriptionItems({ results: [] })).toEqual([]);
    expect(subscriptionItems({ results: null as never })).toEqual([]);
    expect(subscriptionItems({ results: {} as never })).toEqual([]);
    expect(subscriptionItems(null)).toEqual([]);
  });
});

describe('SubscriptionsStore', () => {
  test('list with subtitles and prices from the list answer (no detail per item); load more appends, forward only', async () => {
    const { subscriptions, api } = setup({
      '/de/api/subscriptions/?page=1': list([1, 2], true),
      '/de/api/subscriptions/?page=2': list([3], false),
    });
    await subscriptions.loadList('de');
    expect(subscriptions.list.items.map((i) => i.subtitle)).toEqual(['Untertitel 1', 'Untertitel 2']);
    await subscriptions.list.loadMore();
    expect(await subscriptions.list.loadPage(1)).toBe(false);
    expect(subscriptions.list.items.map((i) => i.id)).toEqual([1, 2, 3]);
    expect(api.calls).toEqual(['/de/api/subscriptions/?page=1', '/de/api/subscriptions/?page=2']);
  });

  test('a failed list clears the loading flag and is logged', async () => {
    const { subscriptions, logger } = setup({ '/en/api/subscriptions/?page=1': new ApiError(500, 'error', 'boom') });
    const loading = subscriptions.loadList('en');
    expect(subscriptions.list.loading).toBe(true);
    await loading;
    expect(subscriptions.list.loading).toBe(false);
    expect(subscriptions.list.listError).toBe(500);
    expect(subscriptions.list.items).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(ApiError) }), 'subscriptions failed to load');
  });

  test('detail by id checks the slug; without id it is found by slug', async () => {
    const detail = { ...item(4), description: '', events: [] };
    const { subscriptions } = setup({ '/de/api/subscriptions/4/': detail, '/de/api/subscriptions/slug/abo-4/': detail });
    expect(await subscriptions.loadDetail('de', 'abo-4', 4)).toBe(200);
    expect(subscriptions.current?.id).toBe(4);
    expect(await subscriptions.loadDetail('de', 'anderes-abo', 4)).toBe(404);
    expect(subscriptions.current).toBeNull();
    expect(await subscriptions.loadDetail('de', 'abo-4', null)).toBe(200);
    expect(await subscriptions.loadDetail('de', 'abo-4', 99)).toBe(404);
  });
});
