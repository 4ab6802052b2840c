/**
 * In the browser a store shows new sections only once the renderers of their module kinds are there
 * (StoreEnv.prepareModules): a page on screen that is updated in place is complete at once.
 */
import type { ContainerSection } from '../../../shared/contract/pages';
import { createRootStore } from '../../../client/stores/RootStore';
import { areaOf } from '../../../client/stores/areas';
import { storyArea } from '../../../client/stores/StoryStore';
import { fakeApi } from '../../support/fakeApi';
import { page } from '../../support/fakeCms';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('prepareModules', () => {
  it('holds a loaded page back until the renderers of its sections are loaded', async () => {
    const ready = deferred();
    const prepared: (readonly ContainerSection[])[] = [];
    const neu = page({ title: 'Neu' });
    const store = createRootStore({}, {
      api: fakeApi({ '/de/pageeditor-api/page/neu?with=events': neu }),
      logger: { warn: jest.fn() },
      prepareModules: (sections) => (prepared.push(sections), ready.promise),
    });
    const loading = store.page.load('de', 'neu');
    await flush();
    expect(prepared).toEqual([neu.modules]);
    expect(store.page.current).toBeFalsy();
    ready.resolve();
    await loading;
    expect(store.page.current?.title).toBe('Neu');
  });

  it("prepares an object's own section before the store shows it", async () => {
    const ready = deferred();
    const section = { id: 1, slug: 'story-5', locale: 'de', content_type: 'story', object_id: 5, parent: null, layout: 0, order: 0, modules: [] };
    const prepared: (readonly ContainerSection[])[] = [];
    const store = createRootStore({}, {
      api: fakeApi({ '/de/api/articles/5/?with=section': { id: 5, title: 'Story 5', section } }),
      logger: { warn: jest.fn() },
      prepareModules: (sections) => (prepared.push(sections), ready.promise),
    });
    const story = areaOf(store, storyArea);
    const loading = story.loadArticle('de', 5);
    await flush();
    expect(prepared).toEqual([[section]]);
    expect(story.currentArticle).toBeFalsy();
    ready.resolve();
    await loading;
    expect(story.sections).toEqual([section]);
  });
});
