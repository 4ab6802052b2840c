/** Contract of the persons API: /persons/, /persons/{id}/, /person-categories/ (SPEC §7). */
import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../test/createTestCms';
import { createImageRow, createPerson, createPersonCategory } from '../test/fixtures/content';

let cms: TestCms;
const ids: Record<string, number> = {};

beforeAll(async () => {
  cms = await createTestCms();
  const db = cms.db;
  const strings = await createPersonCategory(db, { name_de: 'Streicher', name_en: 'Strings', slug: 'streicher', order: 1 });
  const winds = await createPersonCategory(db, { name_de: 'Bläser', name_en: 'Winds', slug: 'blaeser', order: 2 });
  const direction = await createPersonCategory(db, { name_de: 'Leitung', name_en: '', slug: 'leitung', order: 0 });
  const ensembles = await createPersonCategory(db, { name_de: 'Ensembles', name_en: 'Ensembles', slug: 'ensembles', order: 3 });
  Object.assign(ids, { strings: strings.id, winds: winds.id, direction: direction.id, ensembles: ensembles.id });
  const image = await createImageRow(db);

  ids.violin = (
    await createPerson(
      db,
      {
        first_name: 'Anna',
        last_name: 'Zeiger',
        slug: 'anna-zeiger',
        position_de: 'Konzertmeisterin\nSolo-Violine',
        position_en: 'Concertmaster\nPrincipal violin',
        instrument_de: 'Violine',
        instrument_en: 'Violin',
        biography_de: '<p>Geboren in Leipzig.</p>',
        biography_en: '<p>Born in Leipzig.</p>',
        image_id: image.id,
        order: 1,
      },
      [strings.id],
    )
  ).id;
  ids.cello = (await createPerson(db, { first_name: 'Bernd', last_name: 'Bogen', slug: 'bernd-bogen', instrument_de: 'Violoncello', order: 2 }, [strings.id])).id;
  ids.viola = (await createPerson(db, { first_name: 'Carla', last_name: 'Alt', slug: 'carla-alt', instrument_de: 'Viola', order: 2 }, [strings.id])).id;
  ids.oboe = (await createPerson(db, { first_name: 'Dora', last_name: 'Rohr', slug: 'dora-rohr', instrument_de: 'Oboe' }, [winds.id])).id;
  ids.conductor = (await createPerson(db, { first_name: 'Emil', last_name: 'Stab', slug: 'emil-stab', position_de: 'Chefdirigent' }, [direction.id, strings.id])).id;
  ids.ensemble = (await createPerson(db, { first_name: '', last_name: 'Blechbläserquintett', slug: 'blechblaeserquintett', is_ensemble: true }, [ensembles.id, winds.id])).id;
  ids.loner = (await createPerson(db, { first_name: 'Fritz', last_name: 'Ohne', slug: 'fritz-ohne' })).id;
  ids.offline = (await createPerson(db, { first_name: 'Gina', last_name: 'Weg', slug: 'gina-weg', is_online: false }, [strings.id])).id;
  for (let i = 1; i <= 20; i++) {
    await createPerson(db, { first_name: 'Tutti', last_name: `Geige ${String(i).padStart(2, '0')}`, slug: `tutti-${i}`, order: 50 }, [strings.id]);
  }
});
afterAll(() => cms?.close());

const names = (res: { body: { results: { name: string }[] } }) => res.body.results.map((p) => p.name);

describe('GET /persons/', () => {
  test('German page 1: musicians by category order, then order, then last name, ensembles last; 24 per page', async () => {
    const res = await cms.request.get('/de/api/persons/').expect(200);
    expect(res.body.count).toBe(27);
    expect(res.body.results).toHaveLength(24);
    expect(res.body.next).toBe('/de/api/persons/?page=2');
    expect(res.body.previous).toBeNull();
    expect(names(res).slice(0, 5)).toEqual(['Emil Stab', 'Anna Zeiger', 'Carla Alt', 'Bernd Bogen', 'Tutti Geige 01']);
    const page2 = await cms.request.get(res.body.next).expect(200);
    // the ensemble is listed apart from the sections its members play in (winds), after every musician
    expect(names(page2)).toEqual(['Dora Rohr', 'Fritz Ohne', 'Blechbläserquintett']);
    expect(page2.body.previous).toBe('/de/api/persons/');
  });

  test('filtered by categories (slugs) — German snapshot', async () => {
    const res = await cms.request.get('/de/api/persons/?categories=leitung,blaeser').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  });

  test('English: positions, instrument and category names translated, German fallback', async () => {
    const res = await cms.request.get(`/en/api/persons/?categories=${ids.strings}&page=1`).expect(200);
    const anna = res.body.results.find((p: { id: number }) => p.id === ids.violin);
    expect(anna).toMatchObject({ positions: ['Concertmaster', 'Principal violin'], instrument: 'Violin', categories: [{ name: 'Strings' }] });
    const emil = res.body.results.find((p: { id: number }) => p.id === ids.conductor);
    expect(emil.categories.map((c: { name: string }) => c.name)).toEqual(['Leitung', 'Strings']);
    expect(emil.positions).toEqual(['Chefdirigent']);
  });

  test('ids and slugs mix; the order follows the filtered categories', async () => {
    const res = await cms.request.get(`/de/api/persons/?categories=${ids.ensembles},leitung`).expect(200);
    expect(names(res)).toEqual(['Emil Stab', 'Blechbläserquintett']);
  });

  test('is_ensemble', async () => {
    const only = await cms.request.get('/de/api/persons/?is_ensemble=true').expect(200);
    expect(names(only)).toEqual(['Blechbläserquintett']);
    expect(only.body.results[0]).toMatchObject({ is_ensemble: true, first_name: '', last_name: 'Blechbläserquintett' });
    const none = await cms.request.get('/de/api/persons/?is_ensemble=false&categories=blaeser').expect(200);
    expect(names(none)).toEqual(['Dora Rohr']);
  });

  test('next keeps the filters', async () => {
    const res = await cms.request.get('/en/api/persons/?is_ensemble=false&categories=streicher,blaeser').expect(200);
    expect(res.body.count).toBe(25);
    expect(res.body.next).toBe('/en/api/persons/?is_ensemble=false&categories=streicher%2Cblaeser&page=2');
    const page2 = await cms.request.get(res.body.next).expect(200);
    expect(names(page2)).toEqual(['Dora Rohr']);
  });

  test('unknown categories -> 400 naming each', async () => {
    const res = await cms.request.get('/en/api/persons/?categories=streicher,nope,999').expect(400);
    expect(snapshotOf(res)).toMatchSnapshot();
  });

  test.each([
    ['is_ensemble not a boolean', 'is_ensemble=yes'],
    ['empty categories', 'categories=,'],
    ['page not a number', 'page=two'],
    ['unknown parameter', 'position=1'],
  ])('bad input: %s -> 400', async (_name, qs) => {
    const res = await cms.request.get(`/de/api/persons/?${qs}`).expect(400);
    expect(res.body.code).toBe('validation_failed');
  });

  test('a page after the last one -> 404', async () => {
    await cms.request.get('/de/api/persons/?page=3').expect(404);
  });
});

test.each(['de', 'en'])('GET /%s/api/persons/?page=1&with=categories: the list as without it, and the categories as /person-categories/ answers them', async (locale) => {
  const [combined, list, categories] = await Promise.all([
    cms.request.get(`/${locale}/api/persons/?page=1&is_ensemble=false&with=categories`).expect(200),
    cms.request.get(`/${locale}/api/persons/?page=1&is_ensemble=false`).expect(200),
    cms.request.get(`/${locale}/api/person-categories/`).expect(200),
  ]);
  const { categories: carried, ...rest } = combined.body;
  expect(rest).toEqual(list.body);
  expect(carried).toEqual(categories.body);
  expect(carried.length).toBeGreaterThan(0);
  expect(list.body).not.toHaveProperty('categories');
  expect(combined.headers['x-content-keys']).toBe(list.headers['x-content-keys']);
  await cms.request.get(`/${locale}/api/persons/?page=1&with=everything`).expect(400);
});

describe('GET /persons/{id}/', () => {
  test('English detail with biography', async () => {
    const res = await cms.request.get(`/en/api/persons/${ids.violin}/`).expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  });

  test('German detail', async () => {
    const res = await cms.request.get(`/api/persons/${ids.violin}`).expect(200);
    expect(res.body).toMatchObject({ name: 'Anna Zeiger', biography: '<p>Geboren in Leipzig.</p>', positions: ['Konzertmeisterin', 'Solo-Violine'] });
  });

  test('offline or unknown -> 404', async () => {
    await cms.request.get(`/de/api/persons/${ids.offline}/`).expect(404);
    await cms.request.get('/de/api/persons/424242/').expect(404);
    await cms.request.get('/de/api/persons/-1/').expect(400);
  });
});

test('GET /person-categories/ in the locale, ordered', async () => {
  const res = await cms.request.get('/en/api/person-categories/').expect(200);
  expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
});
