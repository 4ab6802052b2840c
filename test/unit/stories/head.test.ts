import i18next from 'i18next';
import { headInfo } from '../../../client/routing/title';
import { createRootStore } from '../../../client/stores/RootStore';
import { resources } from '../../../shared/i18n';
import { matchRoute } from '../../../shared/routes';
import { fakeApi } from '../../support/fakeApi';

const t = i18next.createInstance({ lng: 'en', resources, initAsync: false, interpolation: { escapeValue: false } });
void t.init();

describe('head of a route set by its loader', () => {
  const store = createRootStore({}, { api: fakeApi({}), logger: { warn: jest.fn() } });
  store.ui.setHead({ route: 'stories-tags-slug', title: { key: 'stories.tagTitle', values: { tag: 'Sounds' } }, description: 'About sounds', image: '/media/a.jpg', type: 'article' });

  it('is used on its route, translated', () => {
    const head = headInfo(store, matchRoute('/en/stories/tags/sounds'), t.t);
    expect(head.title).toBe(`Stories tagged Sounds | ${t.t('site.name')}`);
    expect(head.og).toEqual({ title: head.title, description: 'About sounds', image: '/media/a.jpg', type: 'article' });
  });

  it('is ignored on any other route', () => {
    expect(headInfo(store, matchRoute('/en/press'), t.t).title).toBe(`${t.t('routes.press')} | ${t.t('site.name')}`);
  });

  it('gives way to the error page', () => {
    store.ui.setError(404, 'page', { key: 'stories.tagNotFound', values: { slug: 'x' } });
    expect(headInfo(store, matchRoute('/en/stories/tags/x'), t.t).title).toContain('404');
    expect(t.t(store.ui.error!.message!.key, store.ui.error!.message!.values)).toBe('Tag with slug "x" not found');
  });
});

describe('head of a detail without a description of its own', () => {
  it('describes the page by its title and the route, so no two such pages share one', () => {
    const store = createRootStore({}, { api: fakeApi({}), logger: { warn: jest.fn() } });
    store.ui.setHead({ route: 'stories-slug-id', title: 'Undo story', description: '', image: null, type: 'article' });
    const head = headInfo(store, matchRoute('/en/stories/undo-story/23'), t.t);
    expect(head.description.startsWith('Undo story – ')).toBe(true);
    expect(head.description.length).toBeGreaterThanOrEqual(50);
  });
});
