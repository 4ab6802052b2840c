import { ApiError } from '../../../shared/api/errors';
import { formatCalendarDate } from '../../../client/pages/format';
import { fileTypeLabel, formatFileSize } from '../../../client/pages/press/fileFacts';
import { plainText } from '../../../client/routing/objectHead';
import { PressStore } from '../../../client/stores/PressStore';
import { fakeApi } from '../../support/fakeApi';

const logger = { warn: jest.fn() };
const categories = [
  { id: 1, name: 'Pressemitteilungen', order: 1 },
  { id: 2, name: 'Pressefotos', order: 2 },
];

describe('press store', () => {
  it("loads each category's directories once", async () => {
    const api = fakeApi({
      '/de/api/download-categories/': categories,
      '/de/api/download-directories/?category=1&page=1': { count: 1, next: null, previous: null, results: [{ id: 10 }] },
    });
    const store = PressStore.create({}, { api, logger });
    await store.loadCategories('de');
    await Promise.all([store.loadDirectories(1), store.loadDirectories(1)]);
    await store.loadDirectories(1);
    await store.loadCategories('de');
    expect(api.calls).toEqual(['/de/api/download-categories/', '/de/api/download-directories/?category=1&page=1']);
    expect(store.categories[0].directories).toHaveLength(1);
    expect(store.categories.map((c) => [c.loaded, c.loading])).toEqual([
      [true, false],
      [false, false],
    ]);
  });

  it('loads the whole press page in one answer, once, and pages a category on from it', async () => {
    const api = fakeApi({
      '/de/api/download-categories/?with=directories': [
        { ...categories[0], directories: { count: 3, next: '/de/api/download-directories/?category=1&page=2', previous: null, results: [{ id: 10 }, { id: 11 }] } },
        { ...categories[1], directories: { count: 0, next: null, previous: null, results: [] } },
      ],
      '/de/api/download-directories/?category=1&page=2': { count: 3, next: null, previous: '/de/api/download-directories/?category=1', results: [{ id: 12 }] },
    });
    const store = PressStore.create({}, { api, logger });
    await store.loadWithDirectories('de');
    await store.loadWithDirectories('de');
    expect(store.categories.map((c) => ({ id: c.id, loaded: c.loaded, ids: c.directories.map((d) => d.id), hasNext: c.list.hasNext }))).toEqual([
      { id: 1, loaded: true, ids: [10, 11], hasNext: true },
      { id: 2, loaded: true, ids: [], hasNext: false },
    ]);
    // the categories' own lists are loaded: nothing is asked again for them
    await store.loadDirectories(1);
    await store.loadCategories('de');
    await store.categories[0].list.loadMore();
    expect(store.categories[0].directories.map((d) => d.id)).toEqual([10, 11, 12]);
    expect(api.calls).toEqual(['/de/api/download-categories/?with=directories', '/de/api/download-directories/?category=1&page=2']);
  });

  it("records a category's failed list and loads it again on request", async () => {
    const answers: Record<string, unknown> = { '/en/api/download-categories/': categories, '/en/api/download-directories/?category=1&page=1': new ApiError(502, 'x', 'down') };
    const store = PressStore.create({}, { api: fakeApi(answers), logger });
    await store.loadCategories('en');
    await store.loadDirectories(1);
    expect(store.categories[0].list).toMatchObject({ listError: 502, page: 0 });
    answers['/en/api/download-directories/?category=1&page=1'] = { count: 0, next: null, previous: null, results: [] };
    await store.loadDirectories(1);
    expect(store.categories[0]).toMatchObject({ loaded: true, list: { listError: null } });
  });

  it('pages a category: the first page, then the next one appended by "load more"', async () => {
    const api = fakeApi({
      '/de/api/download-categories/': categories,
      '/de/api/download-directories/?category=1&page=1': { count: 3, next: '/de/api/download-directories/?category=1&page=2', previous: null, results: [{ id: 10 }, { id: 11 }] },
      '/de/api/download-directories/?category=1&page=2': { count: 3, next: null, previous: '/de/api/download-directories/?category=1', results: [{ id: 12 }] },
    });
    const store = PressStore.create({}, { api, logger });
    await store.loadCategories('de');
    await store.loadDirectories(1);
    expect(store.categories[0].list).toMatchObject({ hasNext: true, nextPage: 2 });
    await store.categories[0].list.loadMore();
    expect(store.categories[0].directories.map((d) => d.id)).toEqual([10, 11, 12]);
    expect(store.categories[0].list.hasNext).toBe(false);
  });
});

describe('file and date formatting', () => {
  it('shows sizes human-readable in the visitor’s language', () => {
    expect(formatFileSize(512, 'de')).toBe('512 Byte');
    expect(formatFileSize(85_400, 'en')).toBe('83 kB');
    expect(formatFileSize(1_300_000, 'de')).toBe('1,2 MB');
    expect(formatFileSize(1_300_000, 'en')).toBe('1.2 MB');
  });

  it('names the file type by MIME type, else by extension', () => {
    expect(fileTypeLabel('application/pdf', '/media/a.bin')).toBe('PDF');
    expect(fileTypeLabel('image/jpeg', '/media/a.jpg')).toBe('JPG');
    expect(fileTypeLabel('application/octet-stream', '/media/a.epub')).toBe('EPUB');
  });

  it('formats calendar dates without the machine’s time zone', () => {
    expect(formatCalendarDate('2025-03-14', 'de')).toBe('14. März 2025');
    expect(formatCalendarDate('2025-03-14', 'en')).toBe('March 14, 2025');
    expect(formatCalendarDate('nope', 'en')).toBe('nope');
  });

  it('makes a plain description of rich text', () => {
    expect(plainText('<p>Grüße &amp; mehr</p><p>Zweiter</p>')).toBe('Grüße & mehr Zweiter');
    expect(plainText(`<p>${'wort '.repeat(60)}</p>`).length).toBeLessThanOrEqual(160);
  });
});
