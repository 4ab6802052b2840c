import { ApiError } from '../../../shared/api/errors';
import { loadRoute } from '../../../client/routing/loadRoute';
import { createRootStore } from '../../../client/stores/RootStore';
import { groupPersons, PersonsStore } from '../../../client/stores/PersonsStore';
import { personFilterOf, personFilterQuery } from '../../../client/stores/personFilter';
import type { PersonCategory, PersonListItem } from '../../../shared/contract/persons';
import type { EventListItem } from '../../../shared/contract/events';
import { matchRoute } from '../../../shared/routes';
import { fakeApi, type Answers } from '../../support/fakeApi';
import { areaOf } from '../../../client/stores/areas';
import { personsArea } from '../../../client/stores/PersonsStore';
import { personArea } from '../../../client/stores/PersonStore';

const categories: PersonCategory[] = [
  { id: 1, name: 'Violine I', slug: 'violine-1', order: 1 },
  { id: 2, name: 'Viola', slug: 'viola', order: 2 },
];
const person = (id: number, cats: PersonCategory[] = [], is_ensemble = false): PersonListItem => ({
  id,
  slug: `p-${id}`,
  name: `Person ${id}`,
  first_name: '',
  last_name: '',
  positions: [],
  categories: cats.map(({ id: cid, name, slug }) => ({ id: cid, name, slug })),
  instrument: '',
  is_ensemble,
  image: null,
  url: { de: `/de/orchester/p-${id}/${id}`, en: `/en/orchestra/p-${id}/${id}` },
  admin_url: '',
});
const page = (results: PersonListItem[], next: string | null, count = 3) => ({ count, next, previous: null, results });
const logger = { warn: jest.fn() };

describe('person filter in the URL', () => {
  it('reads known category slugs in category order and is_ensemble', () => {
    expect(personFilterOf(new URLSearchParams('categories=viola,nope,violine-1&is_ensemble=true'), categories)).toEqual({ categories: ['violine-1', 'viola'], ensemble: true });
    expect(personFilterOf(new URLSearchParams('is_ensemble=maybe'), categories)).toEqual({ categories: [], ensemble: null });
  });

  it('writes the query back ("" when nothing is filtered)', () => {
    expect(personFilterQuery({ categories: ['violine-1', 'viola'], ensemble: false })).toBe('categories=violine-1,viola&is_ensemble=false');
    expect(personFilterQuery({ categories: [], ensemble: null })).toBe('');
  });
});

describe('grouping by position', () => {
  it('groups runs of the same first category; ensembles and persons without one by kind', () => {
    const groups = groupPersons([person(1, [categories[0]]), person(2, [categories[0], categories[1]]), person(3, [categories[1]]), person(4, [], true), person(5)]);
    expect(groups.map((g) => [g.key, g.persons.map((p) => p.id)])).toEqual([
      ['violine-1', [1, 2]],
      ['viola', [3]],
      ['ensembles', [4]],
      ['others', [5]],
    ]);
  });

  it('lists an ensemble under ensembles, never under the sections its members play in', () => {
    const groups = groupPersons([person(1, [categories[0]]), person(2, [categories[1]]), person(3, [categories[0]], true), person(4, [categories[1]], true)]);
    expect(groups.map((g) => [g.key, g.kind, g.persons.map((p) => p.id)])).toEqual([
      ['violine-1', 'category', [1]],
      ['viola', 'category', [2]],
      ['ensembles', 'ensembles', [3, 4]],
    ]);
  });

  it('groups by the filtered category when a person has several', () => {
    expect(groupPersons([person(2, [categories[0], categories[1]])], ['viola'])[0].key).toBe('viola');
  });
});

describe('forward-only pagination', () => {
  const answers: Answers = {
    '/de/api/persons/?page=1': page([person(1), person(2)], '/de/api/persons/?page=2'),
    '/de/api/persons/?page=2': page([person(3)], null),
  };

  it('appends the next page and ignores earlier, repeated and past-the-end pages', async () => {
    const api = fakeApi(answers);
    const store = PersonsStore.create({}, { api, logger });
    await store.loadFirstPage('de', { categories: [], ensemble: null });
    await store.list.loadPage(1);
    await store.list.loadPage(3);
    expect(api.calls).toEqual(['/de/api/persons/?page=1']);
    await store.list.loadMore();
    expect(store.list.items.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(store.list.page).toBe(2);
    expect(store.list.hasNext).toBe(false);
    await store.list.loadMore();
    await store.list.loadPage(2);
    await store.list.loadPage(3);
    expect(api.calls).toEqual(['/de/api/persons/?page=1', '/de/api/persons/?page=2']);
  });

  it('a new filter resets to page 1', async () => {
    const api = fakeApi({ ...answers, '/de/api/persons/?is_ensemble=true&page=1': page([person(9, [], true)], null, 1) });
    const store = PersonsStore.create({}, { api, logger });
    await store.loadFirstPage('de', { categories: [], ensemble: null });
    await store.list.loadMore();
    await store.loadFirstPage('de', { categories: [], ensemble: true });
    expect(store.list.page).toBe(1);
    expect(store.list.items.map((p) => p.id)).toEqual([9]);
  });

  it('while a new filter loads, the shown persons stay until its first page replaces them', async () => {
    let release: (value: unknown) => void = () => undefined;
    const api = fakeApi({ ...answers, '/de/api/persons/?is_ensemble=true&page=1': () => new Promise((resolve) => (release = resolve)) });
    const store = PersonsStore.create({}, { api, logger });
    await store.loadFirstPage('de', { categories: [], ensemble: null });
    const loading = store.loadFirstPage('de', { categories: [], ensemble: true });
    expect(store.list.items.map((p) => p.id)).toEqual([1, 2]);
    expect(store.loading).toBe(true);
    release(page([person(9, [], true)], null, 1));
    await loading;
    expect(store.list.items.map((p) => p.id)).toEqual([9]);
    expect(store.loading).toBe(false);
  });

  it('sends the filter with every page', async () => {
    const api = fakeApi({
      '/de/api/persons/?categories=violine-1%2Cviola&page=1': page([person(1)], 'x'),
      '/de/api/persons/?categories=violine-1%2Cviola&page=2': page([person(2)], null),
    });
    const store = PersonsStore.create({}, { api, logger });
    await store.loadFirstPage('de', { categories: ['violine-1', 'viola'], ensemble: null });
    await store.list.loadMore();
    expect(store.list.items.map((p) => p.id)).toEqual([1, 2]);
  });

  it('keeps the list when a page fails and lets the visitor try again', async () => {
    const warn = jest.fn();
    const api = fakeApi({ ...answers, '/de/api/persons/?page=2': new ApiError(502, 'upstream_unreachable', 'down') });
    const store = PersonsStore.create({}, { api, logger: { warn } });
    await store.loadFirstPage('de', { categories: [], ensemble: null });
    await store.list.loadMore();
    expect(store.list.listError).toBe(502);
    expect(store.list.items).toHaveLength(2);
    expect(store.list.page).toBe(1);
    expect(warn).toHaveBeenCalled();
    expect(await store.list.retry()).toBe(false);
    expect(api.calls).toEqual(['/de/api/persons/?page=1', '/de/api/persons/?page=2', '/de/api/persons/?page=2']);
  });
});

describe('persons loaders', () => {
  async function load(path: string, answers: Answers) {
    const api = fakeApi(answers);
    const store = createRootStore({}, { api, logger });
    const url = new URL(path, 'http://x');
    const match = matchRoute(url.pathname)!;
    await loadRoute(store, match, match.locale, url.searchParams);
    return { store, api };
  }

  it('load the categories first when the address names one (to check it), and the filtered first page', async () => {
    const { store, api } = await load('/en/orchestra?is_ensemble=true&categories=viola', {
      '/en/api/person-categories/': categories,
      '/en/api/persons/?is_ensemble=true&categories=viola&page=1': page([], null, 0),
    });
    expect(api.calls.filter((call) => call.startsWith('/en/api/'))).toEqual(['/en/api/person-categories/', '/en/api/persons/?is_ensemble=true&categories=viola&page=1']);
    expect(areaOf(store, personsArea).filter).toEqual({ categories: ['viola'], ensemble: true });
    expect(store.ui.error).toBeNull();
  });

  it('read the categories with the list when the address names none (one read), else first; apart when the answer lacks them', async () => {
    const { store, api } = await load('/en/orchestra?is_ensemble=false', {
      '/en/api/persons/?is_ensemble=false&page=1&with=categories': { ...page([person(1)], null, 1), categories },
    });
    expect(api.calls.filter((call) => call.startsWith('/en/api/'))).toEqual(['/en/api/persons/?is_ensemble=false&page=1&with=categories']);
    expect(areaOf(store, personsArea).categories).toEqual(categories);
    expect(areaOf(store, personsArea).filter).toEqual({ categories: [], ensemble: false });
    expect(areaOf(store, personsArea).list.items).toHaveLength(1);
    // a back end that does not know `with=categories` answers the list alone
    const older = await load('/en/orchestra', { '/en/api/persons/?page=1&with=categories': page([person(1)], null, 1), '/en/api/person-categories/': categories });
    expect(older.api.calls).toContain('/en/api/person-categories/');
    expect(areaOf(older.store, personsArea).categories).toEqual(categories);
  });

  const concert = (id: number) => ({ id, title: `Konzert ${id}` }) as unknown as EventListItem;

  it('load a person with the section person-{id} and their concerts in one read, and 404 an unknown one', async () => {
    const section = { id: 3, slug: 'person-1', locale: 'de', content_type: 'person', object_id: 1, parent: null, layout: 0, order: 0, modules: [] };
    const concerts = { count: 13, next: '/de/api/events/?date=2030-01-01&person=1&page=2', previous: null, results: [concert(7), concert(8)] };
    const { store, api } = await load('/de/orchester/p-1/1', { '/de/api/persons/1/?with=section,concerts': { ...person(1), biography: '<p>Bio</p>', section, concerts } });
    expect(api.calls.filter((call) => call.startsWith('/de/api/'))).toEqual(['/de/api/persons/1/?with=section,concerts']);
    expect(areaOf(store, personArea).current?.id).toBe(1);
    expect(areaOf(store, personArea).current).not.toHaveProperty('section');
    expect(areaOf(store, personArea).current).not.toHaveProperty('concerts');
    expect(areaOf(store, personArea).sections).toEqual([section]);
    expect(areaOf(store, personArea).concerts.map((event) => event.id)).toEqual([7, 8]);
    expect(areaOf(store, personArea).concertCount).toBe(13);
    expect(store.ui.head).toMatchObject({ title: 'Person 1', description: 'Bio' });
    expect((await load('/de/orchester/x/2', {})).store.ui.error).toMatchObject({ status: 404 });
  });

  it('read the concerts apart from a back end that does not bring them, and show none where they cannot be listed', async () => {
    const older = await load('/de/orchester/p-1/1', {
      '/de/api/persons/1/?with=section,concerts': { ...person(1), biography: '', section: null },
      '/de/api/events/?person=1': { count: 1, next: null, previous: null, results: [concert(9)] },
    });
    expect(older.api.calls).toContain('/de/api/events/?person=1');
    expect(areaOf(older.store, personArea).concerts.map((event) => event.id)).toEqual([9]);
    // an offline person an editor sees: the back end answers no list
    const offline = await load('/de/orchester/p-1/1', { '/de/api/persons/1/?with=section,concerts': { ...person(1), biography: '', section: null, concerts: null } });
    expect(offline.api.calls).not.toContain('/de/api/events/?person=1');
    expect(areaOf(offline.store, personArea).concerts).toEqual([]);
    expect(areaOf(offline.store, personArea).current?.id).toBe(1);
  });
});
