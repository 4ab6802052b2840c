import { ApiError, REQUEST_FAILED } from '../../../shared/api/errors';
import { createApiClient } from '../../../shared/api/client';
import { messageKey } from '../../../client/pages/ErrorPage';
import { resources } from '../../../shared/i18n';
import { loadRoute } from '../../../client/routing/loadRoute';
import { createRootStore } from '../../../client/stores/RootStore';
import { matchRoute } from '../../../shared/routes';
import { fakeApi, type Answers } from '../../support/fakeApi';
import { navigation, page } from '../../support/fakeCms';

const logger = { warn: jest.fn() };

async function load(path: string, answers: Answers) {
  const api = fakeApi(answers);
  const store = createRootStore({}, { api, logger });
  const url = new URL(path, 'http://x');
  const match = matchRoute(url.pathname);
  await loadRoute(store, match, match?.locale ?? 'de', url.searchParams);
  return { store, api };
}

describe('route loaders', () => {
  it('load the home page and the navigation', async () => {
    const { store, api } = await load('/de', {
      '/de/pageeditor-api/page/?with=events': page({ title: 'Start' }),
      '/de/pageeditor-api/nav?news=3': { ...navigation, news: [{ id: 7, title: 'Neu', date: '2026-11-01', url: '/de/stories/neu/7' }] },
    });
    // the frame (menus and the footer's latest stories) in one call
    expect(api.calls.sort()).toEqual(['/de/pageeditor-api/nav?news=3', '/de/pageeditor-api/page/?with=events']);
    expect(store.page.current?.title).toBe('Start');
    expect(store.navigation.menu).toHaveLength(2);
    expect(store.navigation.news.map((story) => story.url)).toEqual(['/de/stories/neu/7']);
    expect(store.ui.error).toBeNull();
  });

  it('render the home page even when its content fails', async () => {
    const { store } = await load('/en', { '/en/pageeditor-api/page/?with=events': new ApiError(502, 'upstream_unreachable', 'down') });
    expect(store.page.current).toBeNull();
    expect(store.ui.error).toBeNull();
    expect(store.navigation.menu).toEqual([]);
    expect(store.navigation.news).toEqual([]);
  });

  it('load a content page by its slug, slashes included', async () => {
    const { store, api } = await load('/de/ueber-uns/team', { '/de/pageeditor-api/page/ueber-uns/team?with=events': page() });
    expect(api.calls).toContain('/de/pageeditor-api/page/ueber-uns/team?with=events');
    expect(store.page.current?.urls.en).toBe('/en/about-us');
  });

  it('show the 404 Not Found page when the browser cannot make the page request (offline)', async () => {
    const { store } = await load('/de/ueber-uns', { '/de/pageeditor-api/page/ueber-uns?with=events': new ApiError(404, REQUEST_FAILED, 'offline') });
    expect(store.ui.error).toMatchObject({ status: 404, kind: 'request' });
    expect(messageKey(404, 'request')).toBe('error.requestFailed');
    expect(resources.en.translation.error.requestFailed).toBe('404 Not Found');
    expect(resources.de.translation.error.requestFailed).toBe('404 Not Found');
  });

  it('turn a 404 of the back end into the error page', async () => {
    const { store } = await load('/de/gibt-es-nicht', {});
    expect(store.ui.error).toMatchObject({ status: 404, kind: 'page' });
  });

  it('keep the status of other failures', async () => {
    const { store } = await load('/de/kaputt', { '/de/pageeditor-api/page/kaputt?with=events': new ApiError(500, 'error', 'boom') });
    expect(store.ui.error).toMatchObject({ status: 500 });
  });

  it('treat an offline page as not found for visitors', async () => {
    const { store } = await load('/de/entwurf', { '/de/pageeditor-api/page/entwurf?with=events': page({ is_online: false }) });
    expect(store.ui.error).toMatchObject({ status: 404 });
  });

  it('answer an unknown route with a route error', async () => {
    const { store } = await load('/de/konzerte/x/notanumber', {});
    expect(store.ui.error).toMatchObject({ status: 404, kind: 'route' });
  });

  it('switch edit mode on only for a valueless edit parameter', async () => {
    expect((await load('/de/konzerte?edit', {})).store.ui.editMode).toBe(true);
    expect((await load('/de/konzerte?edit=', {})).store.ui.editMode).toBe(true);
    expect((await load('/de/konzerte?edit=1', {})).store.ui.editMode).toBe(false);
    expect((await load('/de/konzerte', {})).store.ui.editMode).toBe(false);
  });

  it('load the navigation once per language', async () => {
    const api = fakeApi({ '/de/pageeditor-api/nav?news=3': navigation, '/en/pageeditor-api/nav?news=3': navigation });
    const store = createRootStore({}, { api, logger });
    for (const path of ['/de/konzerte', '/de/presse', '/en/press']) {
      await loadRoute(store, matchRoute(path), matchRoute(path)!.locale, new URLSearchParams());
    }
    expect(api.calls.filter((call) => call.includes('/nav'))).toEqual(['/de/pageeditor-api/nav?news=3', '/en/pageeditor-api/nav?news=3']);
  });
});

describe('PageStore', () => {
  it('keeps the answer of the latest request when an older one arrives later', async () => {
    let resolveSlow: (value: unknown) => void = () => {};
    const slow = new Promise((resolve) => {
      resolveSlow = resolve;
    });
    const api = fakeApi({ '/de/pageeditor-api/page/alt?with=events': slow, '/de/pageeditor-api/page/neu?with=events': page({ title: 'Neu' }) });
    const store = createRootStore({}, { api, logger });
    const first = store.page.load('de', 'alt');
    await store.page.load('de', 'neu');
    resolveSlow(page({ title: 'Alt' }));
    await first;
    expect(store.page.current?.title).toBe('Neu');
  });
});

describe('the browser\'s API client', () => {
  it('turns a request that cannot be made (offline) into REQUEST_FAILED; on the server it stays 502', async () => {
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    await expect(createApiClient({ baseUrl: '', fetch: offline, browser: true }).get('/de/x')).rejects.toMatchObject({ status: 404, code: REQUEST_FAILED });
    await expect(createApiClient({ baseUrl: '', fetch: offline }).get('/de/x')).rejects.toMatchObject({ status: 502, code: 'upstream_unreachable' });
  });
});
