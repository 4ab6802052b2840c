/** `?with=section` on a concert's, story's and person's detail: the object and its own section in one answer. */
import { parseKeys, SECTIONS_KEY } from '../../shared/contentKeys';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createEvent, createPerson, createStory, editorSessionCookie } from '../test/fixtures/content';
import { createModule, createSection } from '../test/fixtures/pageeditor';

let cms: TestCms;
let editorCookie: string;
const owners: { type: 'event' | 'story' | 'person'; api: string; withSection: number; without: number }[] = [];

beforeAll(async () => {
  cms = await createTestCms();
  editorCookie = await editorSessionCookie(cms.db);
  const made = {
    event: [await createEvent(cms.db), await createEvent(cms.db)],
    story: [await createStory(cms.db), await createStory(cms.db)],
    person: [await createPerson(cms.db), await createPerson(cms.db)],
  };
  for (const [type, api] of [['event', 'events'], ['story', 'articles'], ['person', 'persons']] as const) {
    const [withSection, without] = made[type];
    const section = await createSection(cms.db, { slug: `${type}-${withSection.id}`, content_type: type, object_id: withSection.id });
    await createModule(cms.db, { section_id: section.id, model: 'quote', column: 0, data: { content: `Über ${type}`, author: '', anchor: '' } });
    owners.push({ type, api, withSection: withSection.id, without: without.id });
  }
});
afterAll(() => cms?.close());

describe.each(['event', 'story', 'person'] as const)('GET %s detail ?with=section', (type) => {
  const owner = () => owners.find((o) => o.type === type)!;

  test('the detail as without it, and the section as container/by-slug answers it', async () => {
    const { api, withSection } = owner();
    const [combined, detail, section] = await Promise.all([
      cms.request.get(`/de/api/${api}/${withSection}/?with=section`).expect(200),
      cms.request.get(`/de/api/${api}/${withSection}/`).expect(200),
      cms.request.get(`/de/pageeditor-api/container/by-slug/${type}-${withSection}`).expect(200),
    ]);
    const { section: carried, ...rest } = combined.body;
    expect(rest).toEqual(detail.body);
    expect(carried).toEqual(section.body);
    expect(carried.modules[0].data.content).toBe(`Über ${type}`);
    expect(detail.body).not.toHaveProperty('section');
    // the object's keys, and every section's slug (a publish may give or take one)
    expect(parseKeys(combined.headers['x-content-keys'])).toEqual(expect.arrayContaining([...parseKeys(detail.headers['x-content-keys'])!, SECTIONS_KEY]));
  });

  test('an object without a section: section null (container/by-slug answers 404)', async () => {
    const { api, without } = owner();
    await cms.request.get(`/de/pageeditor-api/container/by-slug/${type}-${without}`).expect(404);
    const res = await cms.request.get(`/de/api/${api}/${without}/?with=section`).expect(200);
    expect(res.body.section).toBeNull();
    expect(res.body.id).toBe(without);
    expect(parseKeys(res.headers['x-content-keys'])).toContain(SECTIONS_KEY);
    // the other language has no section of it either
    expect((await cms.request.get(`/en/api/${api}/${owner().withSection}/?with=section`).expect(200)).body.section).toBeNull();
  });

  test("an editor's answer (the draft they work on) is kept by no cache; a visitor's may be", async () => {
    const { api, withSection } = owner();
    const editor = await cms.request.get(`/de/api/${api}/${withSection}/?with=section`).set('Cookie', editorCookie).expect(200);
    expect(editor.headers['cache-control']).toBe('private, no-store');
    expect(editor.body.section.slug).toBe(`${type}-${withSection}`);
    const visitor = await cms.request.get(`/de/api/${api}/${withSection}/?with=section`).expect(200);
    expect(visitor.headers['cache-control'] ?? '').not.toContain('no-store');
  });

  test('an unknown object is 404 with or without it; another value of `with` is a 400 naming it', async () => {
    const { api } = owner();
    await cms.request.get(`/de/api/${api}/999999/?with=section`).expect(404);
    const bad = await cms.request.get(`/de/api/${api}/${owner().withSection}/?with=everything`).expect(400);
    expect(JSON.stringify(bad.body)).toContain('with');
  });
});
