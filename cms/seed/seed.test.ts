/**
 * The demo seed: what it creates (a season from today, musicians, stories, press, subscriptions,
 * forms, pages, navigation, redirects, editor), that every module passes its schema, that files
 * exist, that search finds the content, and that seeding twice writes nothing twice.
 *
 * Renditions are named by recipe, so a shared MEDIA_DIR (seedMediaCache) makes every seed after the
 * first fast: the pictures are drawn again, but nothing is re-encoded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, gt, isNotNull, lt } from 'drizzle-orm';
import { getModuleSchema } from '../../shared/modules/registry';
import { validateModule } from '../../shared/modules/validate';
import { slugify } from '../../shared/slug';
import { verifyPassword } from '../auth/password';
import { loadConfig } from '../config';
import {
  container_sections,
  download_files,
  editors,
  event_performers,
  event_tags,
  event_works,
  events,
  form_fields,
  forms,
  images,
  modules,
  pages,
  person_categories,
  persons,
  redirects,
  stories,
  stories_story_categories,
  story_categories,
  story_tags,
  subscriptions,
  subscriptions_events,
  venues,
} from '../db/schema';
import { sanitizeRichText } from '../sanitize/richText';
import { checkLinks } from '../content/linkCheck';
import { isSiteAddress } from '../../shared/checks/contentIssues';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { loginAs } from '../test/fixtures/pageeditor';
import { berlinTime, berlinToday, isoDay } from './dates';
import { editorBanner, isSeeded, seedDemo, seedOnStart, type SeedResult } from './index';
import { makePdf } from './pdf';
import { schedule } from './steps/season';
import { seedMediaCache, warmSeedMediaCache } from './testing';
import type { Navigation } from '../../shared/contract/navigation';
import { CONTAINER_LAYOUTS } from '../../shared/modules/container';

const PASSWORD = 'demo-password-for-tests';
let cms: TestCms;
let result: SeedResult;
const now = new Date();

beforeAll(async () => {
  cms = await createTestCms({ env: { MEDIA_DIR: seedMediaCache(), DEMO_EDITOR_PASSWORD: PASSWORD } });
  result = await seedDemo(cms.db, cms.config);
}, 240_000);
afterAll(() => cms?.close());

describe('seedDemo', () => {
  test('seeds once and reports what it made', () => {
    expect(result.seeded).toBe(true);
    expect(result.editor).toEqual({ username: 'demo', password: PASSWORD, fromEnv: true });
    expect(result.counts.events).toBeGreaterThanOrEqual(40);
    expect(result.timings.total).toBeGreaterThan(0);
  });

  test('a second run writes nothing', async () => {
    const before = await cms.db.select({ id: events.id }).from(events);
    const again = await seedDemo(cms.db, cms.config);
    expect(again.seeded).toBe(false);
    expect(await cms.db.select({ id: events.id }).from(events)).toHaveLength(before.length);
    expect(await isSeeded(cms.db)).toBe(true);
  });
});

describe('season', () => {
  test('at least 40 concerts over the coming six months, from today', async () => {
    const horizon = new Date(now.getTime() + 183 * 86_400_000);
    const upcoming = await cms.db.select().from(events).where(and(gt(events.start_at, now), lt(events.start_at, horizon)));
    expect(upcoming.length).toBeGreaterThanOrEqual(40);
    const months = new Set(upcoming.map((e) => e.start_at.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(5);
    // evening concerts start at 19:30 Berlin time
    expect(upcoming.some((e) => e.start_at.getTime() === berlinTime(berlinToday(e.start_at), 19, 30).getTime())).toBe(true);
  });

  test('sold out, pre-sale in the future, exactly one cancelled', async () => {
    const all = await cms.db.select().from(events);
    const by = (a: string) => all.filter((e) => e.availability === a);
    expect(by('soldout').length).toBeGreaterThanOrEqual(3);
    expect(by('cancelled')).toHaveLength(1);
    expect(by('cancelled')[0].ticket_url).toBe('');
    const presale = by('presale');
    expect(presale.length).toBeGreaterThanOrEqual(3);
    for (const e of presale) expect(e.presale_start! > isoDay(berlinToday(now))).toBe(true);
    const shop = all.filter((e) => e.ticket_url);
    expect(shop.length).toBeGreaterThan(30);
    for (const e of shop) expect(e.ticket_url).toMatch(/^https:\/\/tickets\.philharmonie-flussstadt\.example\//);
    expect(all.filter((e) => e.is_highlight).length).toBeGreaterThanOrEqual(4);
  });

  test('venues with addresses, tags with umlauts, programmes with real composers', async () => {
    const venueRows = await cms.db.select().from(venues);
    expect(venueRows.length).toBeGreaterThanOrEqual(4);
    expect(venueRows.map((v) => v.name)).toContain('Konzerthaus am Fluss');
    for (const v of venueRows) expect(v.address).toMatch(/\d{5} Flussstadt$/);
    const tags = await cms.db.select().from(event_tags);
    expect(tags.map((t) => [t.name_de, t.slug])).toEqual(expect.arrayContaining([['Für Familien', 'fuer-familien'], ['Öffentliche Probe', 'oeffentliche-probe']]));
    for (const t of tags) expect(t.slug).toBe(slugify(t.name_de));
    const composers = new Set((await cms.db.select().from(event_works)).map((w) => w.composer));
    for (const c of ['Ludwig van Beethoven', 'Johannes Brahms', 'Gustav Mahler', 'Clara Schumann', 'Fanny Hensel']) expect(composers).toContain(c);
    const linked = await cms.db.select().from(event_performers).where(isNotNull(event_performers.person_id));
    expect(linked.length).toBeGreaterThan(10);
  });

  test('schedule() always lies ahead of the day it is given', () => {
    for (const day of ['2031-01-01', '2031-06-30', '2031-10-26']) {
      const today = new Date(`${day}T00:00:00Z`);
      const upcoming = schedule(today).filter((p) => p.day >= today);
      expect(upcoming.length).toBeGreaterThanOrEqual(40);
      const last = Math.max(...upcoming.map((p) => (p.day.getTime() - today.getTime()) / 86_400_000));
      expect(last).toBeLessThanOrEqual(183);
    }
  });
});

describe('orchestra', () => {
  test('30+ musicians by section, a conductor, 3 ensembles', async () => {
    const rows = await cms.db.select().from(persons);
    const musicians = rows.filter((p) => !p.is_ensemble);
    expect(musicians.length).toBeGreaterThanOrEqual(30);
    expect(rows.filter((p) => p.is_ensemble)).toHaveLength(3);
    const categories = (await cms.db.select().from(person_categories)).map((c) => c.name_de);
    expect(categories).toEqual(expect.arrayContaining(['Violine I', 'Violine II', 'Viola', 'Violoncello', 'Kontrabass', 'Flöte', 'Oboe', 'Klarinette', 'Fagott', 'Horn', 'Trompete', 'Posaune', 'Pauke/Schlagzeug', 'Harfe']));
    const positions = new Set(musicians.flatMap((p) => p.position_de.split('\n')));
    expect(positions).toContain('Erste Konzertmeisterin');
    expect(positions).toContain('Stimmführer');
    expect(positions).toContain('Tutti');
    for (const p of musicians) {
      expect(p.biography_de).toMatch(/^<p>/);
      expect(p.biography_en).toMatch(/^<p>/);
      expect(p.image_id).not.toBeNull();
    }
  });
});

describe('stories', () => {
  test('20+ stories in lesen/sehen/hoeren with tags and highlights', async () => {
    const rows = await cms.db.select().from(stories);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((s) => s.is_highlight).length).toBeGreaterThanOrEqual(3);
    const cats = await cms.db.select().from(story_categories);
    expect(cats.map((c) => [c.slug_de, c.slug_en]).sort()).toEqual([['hoeren', 'listen'], ['lesen', 'read'], ['sehen', 'watch']]);
    const joins = await cms.db.select().from(stories_story_categories);
    for (const c of cats) expect(joins.filter((j) => j.category_id === c.id).length).toBeGreaterThanOrEqual(5);
    const tags = await cms.db.select().from(story_tags);
    expect(tags.some((t) => /[äöüÄÖÜ]/.test(t.name_de))).toBe(true);
    for (const s of rows) expect(s.date <= isoDay(berlinToday(now))).toBe(true);
  });
});

describe('press, subscriptions, forms, redirects', () => {
  test('downloads: real PDFs and JPEGs on disk', async () => {
    const files = await cms.db.select().from(download_files);
    expect(files.filter((f) => f.mime === 'application/pdf').length).toBeGreaterThanOrEqual(3);
    expect(files.filter((f) => f.mime === 'image/jpeg').length).toBeGreaterThanOrEqual(3);
    for (const f of files) {
      const data = fs.readFileSync(path.join(cms.config.mediaDir, f.file));
      expect(data.length).toBe(f.size);
      if (f.mime === 'application/pdf') expect(data.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      else expect(data.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    const res = await cms.request.get(`/media/${files[0].file}`).expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  test('six subscriptions with several prices and their events', async () => {
    const rows = await cms.db.select().from(subscriptions);
    expect(rows).toHaveLength(6);
    const links = await cms.db.select().from(subscriptions_events);
    for (const s of rows) {
      expect(s.prices.length).toBeGreaterThanOrEqual(2);
      expect(links.filter((l) => l.subscription_id === s.id).length).toBeGreaterThanOrEqual(1);
    }
  });

  test('contact and newsletter forms with their field types', async () => {
    const rows = await cms.db.select().from(forms);
    expect(rows.map((f) => f.slug).sort()).toEqual(['kontakt', 'newsletter']);
    const fields = await cms.db.select().from(form_fields);
    const of = (slug: string) => fields.filter((f) => f.form_id === rows.find((r) => r.slug === slug)!.id).map((f) => [f.slug, f.field_type, f.required]);
    expect(of('kontakt')).toEqual([
      ['name', 1, true],
      ['email', 3, true],
      ['subject', 8, true],
      ['message', 2, true],
      ['privacy', 11, true],
    ]);
    expect(of('newsletter')).toEqual([
      ['first_name', 1, false],
      ['last_name', 1, false],
      ['email', 3, true],
      ['interests', 5, false],
      ['consent', 11, true],
    ]);
    const interests = fields.find((f) => f.slug === 'interests')!;
    expect(interests.choices_de).toHaveLength(interests.choices_en.length);
  });

  test('redirects answer through the API', async () => {
    const rows = await cms.db.select().from(redirects);
    expect(rows.map((r) => [r.old_path, r.new_path])).toEqual(
      expect.arrayContaining([
        ['/de/abo', '/de/abonnement'],
        ['/en/subscription', '/en/abonnements'],
        ['/de/alte-seite', '/de/ueber-uns/'],
      ]),
    );
    const res = await cms.request.get('/de/pageeditor-api/redirect/de/abo').expect(200);
    expect(res.body).toEqual({ old_path: '/de/abo', new_path: '/de/abonnement' });
  });
});

describe('pages and modules', () => {
  test('page tree with paths and navigation flags', async () => {
    const rows = await cms.db.select().from(pages);
    const byPath = new Map(rows.map((p) => [p.path_de, p]));
    const home = byPath.get('/de/')!;
    expect(home).toMatchObject({ page_type: 'home', path_en: '/en/', parent_id: null });
    for (const [de, en] of [
      ['/de/ueber-uns/', '/en/about/'],
      ['/de/ueber-uns/geschichte/', '/en/about/history/'],
      ['/de/ueber-uns/dirigentin/', '/en/about/conductor/'],
      ['/de/kontakt/', '/en/contact/'],
      ['/de/support/', '/en/service/'],
      ['/de/support/anfahrt/', '/en/service/directions/'],
      ['/de/support/faq/', '/en/service/faq/'],
      ['/de/barrierefreiheit/', '/en/accessibility/'],
      ['/de/impressum/', '/en/imprint/'],
      ['/de/datenschutz/', '/en/privacy/'],
    ]) {
      expect(byPath.get(de)?.path_en).toBe(en);
    }
    const online = rows.filter((p) => p.is_online);
    expect(online.filter((p) => p.is_highlight && p.in_menu).length).toBeGreaterThanOrEqual(4);
    expect(online.filter((p) => p.in_footer).map((p) => p.slug_de)).toEqual(expect.arrayContaining(['impressum', 'datenschutz', 'barrierefreiheit']));
    // the menu shows every rule of the header (SPEC §2): more highlighted items than the desktop
    // menu's four (the rest only in the burger menu) and other burger items that are not highlighted
    for (const locale of ['de', 'en']) {
      const { menu } = (await cms.request.get(`/${locale}/pageeditor-api/nav`).expect(200)).body as Navigation;
      expect(menu.filter((item) => item.is_highlight).length).toBeGreaterThan(4);
      expect(menu.filter((item) => !item.is_highlight && item.in_burger_menu).length).toBeGreaterThan(0);
    }
    expect(rows.filter((p) => !p.is_online)).toHaveLength(1);
    // children hang under their parents
    expect(byPath.get('/de/ueber-uns/geschichte/')!.parent_id).toBe(byPath.get('/de/ueber-uns/')!.id);
  });

  test('the main pages have content in both locales', async () => {
    const rows = await cms.db.select().from(pages);
    const sections = await cms.db.select().from(container_sections);
    for (const slug of ['', 'ueber-uns', 'kontakt', 'support', 'barrierefreiheit', 'impressum', 'datenschutz']) {
      const page = rows.find((p) => p.slug_de === slug && (slug !== '' || p.page_type === 'home'))!;
      for (const locale of ['de', 'en']) {
        expect(sections.filter((s) => s.content_type === 'page' && s.object_id === page.id && s.locale === locale).length).toBeGreaterThan(0);
      }
    }
    expect(sections.filter((s) => s.content_type === 'hub' && s.object_id === null).map((s) => s.locale).sort()).toEqual(['de', 'de', 'de', 'de', 'en', 'en', 'en', 'en']);
    // the demo shows every column layout, in both languages
    for (const locale of ['de', 'en']) {
      expect(new Set(sections.filter((s) => s.locale === locale).map((s) => s.layout))).toEqual(new Set(CONTAINER_LAYOUTS.map((_, index) => index)));
    }
  });

  test('every module passes validateModule, rich text is sanitized, images and events exist', async () => {
    const rows = await cms.db.select().from(modules);
    const imageIds = new Set((await cms.db.select({ id: images.id }).from(images)).map((r) => r.id));
    const eventIds = new Set((await cms.db.select({ id: events.id }).from(events)).map((r) => r.id));
    const models = new Set<string>();
    for (const row of rows) {
      models.add(row.model);
      const schema = getModuleSchema(row.model);
      expect(schema).toBeDefined();
      const { errors } = validateModule(schema!, row.data);
      expect({ id: row.id, model: row.model, errors }).toEqual({ id: row.id, model: row.model, errors: [] });
      for (const field of schema!.fields) {
        const value = row.data[field.name];
        if (field.kind === 'richtext' && typeof value === 'string') expect(sanitizeRichText(value)).toBe(value);
        if (field.kind === 'image' && typeof value === 'number') expect(imageIds.has(value)).toBe(true);
        if (field.kind === 'event' && typeof value === 'number') expect(eventIds.has(value)).toBe(true);
      }
      if (schema!.isChild) expect(row.parent_id).not.toBeNull();
    }
    for (const model of ['headline', 'text', 'image', 'full-teaser', 'teaser-list', 'teaser-item', 'faq', 'faq-item', 'quote', 'event-list', 'event-item', 'link', 'image-list', 'logo-list', 'video', 'audio', 'viewer', 'social-media']) {
      expect(models).toContain(model);
    }
  });

  test("every site address a module links to leads somewhere (the editor's checks find no broken link in the demo)", async () => {
    const rows = await cms.db.select({ data: modules.data, locale: container_sections.locale }).from(modules).innerJoin(container_sections, eq(container_sections.id, modules.section_id));
    const links = new Map<string, Set<string>>();
    for (const row of rows) {
      const hrefs = [...JSON.stringify(row.data).matchAll(/href=\\"([^"\\]*)\\"/g)].map((m) => m[1]);
      if (typeof row.data.link_url === 'string') hrefs.push(row.data.link_url);
      const locale = row.locale as 'de' | 'en';
      for (const href of hrefs.filter(isSiteAddress)) links.set(locale, (links.get(locale) ?? new Set()).add(href));
    }
    expect(links.get('de')?.size).toBeGreaterThan(5);
    for (const [locale, hrefs] of links) {
      const missing = (await checkLinks(cms.db, [...hrefs], locale as 'de' | 'en')).filter((link) => link.status === 'missing').map((link) => link.url);
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });
});

describe('images and the editor', () => {
  test('every image has its original and renditions on disk', async () => {
    const rows = await cms.db.select().from(images);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      expect(fs.existsSync(path.join(cms.config.mediaDir, row.file))).toBe(true);
      for (const r of Object.values(row.renditions)) for (const f of [r.webp, r.avif, r.jpeg]) expect(fs.existsSync(path.join(cms.config.mediaDir, f))).toBe(true);
      expect(row.alt_de).not.toBe('');
      expect(row.alt_en).not.toBe('');
    }
  });

  test('the demo editor is staff and a reviewer, and can log in', async () => {
    const [demo] = await cms.db.select().from(editors).where(eq(editors.username, 'demo'));
    expect(demo.is_staff).toBe(true);
    expect(demo).toMatchObject({ is_reviewer: true, needs_review: false });
    expect(await verifyPassword(demo.password_hash, PASSWORD)).toBe(true);
    const agent = await loginAs(cms, 'demo', PASSWORD);
    const res = await agent.get('/de/pageeditor-api/images/?search=Porträt').expect(200);
    expect(res.body.count).toBeGreaterThanOrEqual(30);
  });

  test('the banner names user, password and login URL', () => {
    const banner = editorBanner({ ...result, editor: { username: 'demo', password: 'pw-123', fromEnv: false } }, { publicUrl: null });
    expect(banner).toContain('Demo editor: demo / pw-123 — log in at http://localhost:3000/admin/login/');
    expect(editorBanner(result, { publicUrl: 'https://orchester.example/' })).toContain('(the password from DEMO_EDITOR_PASSWORD) — log in at https://orchester.example/admin/login/');
    // the SSR server's own port when it embeds the back end; PUBLIC_URL still wins
    expect(editorBanner(result, { publicUrl: null }, 'http://localhost:4123')).toContain('log in at http://localhost:4123/admin/login/');
    expect(editorBanner(result, { publicUrl: 'https://orchester.example' }, 'http://localhost:4123')).toContain('log in at https://orchester.example/admin/login/');
  });
});

describe('search over the demo', () => {
  test('finds concerts, stories, persons and pages', async () => {
    const res = await cms.request.get('/de/api/search/?query=Beethoven').expect(200);
    expect(res.body.kinds.event).toBeGreaterThan(0);
    const konzerte = await cms.request.get('/de/api/search/?query=Konzerte').expect(200);
    expect(konzerte.body.count).toBeGreaterThan(0);
    const hoeren = await cms.request.get('/de/api/search/others/?query=hoeren').expect(200);
    expect(hoeren.body.results.map((r: { kind: string }) => r.kind)).toContain('story');
    const person = await cms.request.get(`/de/api/search/autocomplete/?query=${encodeURIComponent('Müll')}`).expect(200);
    expect(person.body[0]).toMatchObject({ kind: 'person', title: 'Jörg Müller' });
    const en = await cms.request.get('/en/api/search/pages/?query=accessibility').expect(200);
    expect(en.body.results[0].url).toBe('/en/accessibility/');
    const cancelled = await cms.db.select().from(events).where(eq(events.availability, 'cancelled'));
    expect(cancelled).toHaveLength(1);
  });
});

describe('the test cache of the seed media', () => {
  const files = (dir: string) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.startsWith('renditions/')).sort();

  test('warmSeedMediaCache makes the renditions the seed uses, by the same names: after a seed it writes nothing', async () => {
    const dir = seedMediaCache();
    const seeded = await cms.db.select({ renditions: images.renditions }).from(images);
    const used = seeded.flatMap((row) => Object.values(row.renditions).flatMap((r) => [r.webp, r.avif, r.jpeg]));
    const before = files(dir);
    expect(before).toEqual(expect.arrayContaining(used));
    expect(await warmSeedMediaCache(dir)).toBe(seeded.length);
    expect(files(dir)).toEqual(before);
  });
});

describe('start', () => {
  test('SEED defaults to true, false in tests, and parses', () => {
    expect(loadConfig({}).seed).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seed).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SEED: 'true' }).seed).toBe(true);
    expect(loadConfig({ SEED: 'false' }).seed).toBe(false);
    expect(() => loadConfig({ DEMO_EDITOR_PASSWORD: 'short' })).toThrow('Invalid environment variable DEMO_EDITOR_PASSWORD');
  });

  test('seedOnStart seeds an empty database once and prints the password once', async () => {
    const other = await createTestCms({ env: { MEDIA_DIR: seedMediaCache() } });
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await seedOnStart(other.db, { ...other.config, seed: false }, silentLogger)).toBeNull();
      expect(write).not.toHaveBeenCalled();
      const first = await seedOnStart(other.db, { ...other.config, seed: true }, silentLogger);
      expect(first?.seeded).toBe(true);
      const printed = write.mock.calls.map((c) => String(c[0])).join('');
      expect(printed).toContain(`Demo editor: demo / ${first!.editor!.password} — log in at http://localhost:3000/admin/login/`);
      expect(first!.editor!.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      write.mockClear();
      expect(await seedOnStart(other.db, { ...other.config, seed: true }, silentLogger)).toBeNull();
      expect(write).not.toHaveBeenCalled();
    } finally {
      write.mockRestore();
      await other.close();
    }
  }, 240_000);

  test('two seeds at once: one writes, the other sees it', async () => {
    const other = await createTestCms({ env: { MEDIA_DIR: seedMediaCache() } });
    try {
      const both = await Promise.all([seedDemo(other.db, other.config), seedDemo(other.db, other.config)]);
      expect(both.map((r) => r.seeded).sort()).toEqual([false, true]);
      expect((await other.db.select({ id: pages.id }).from(pages)).length).toBe((await cms.db.select({ id: pages.id }).from(pages)).length);
    } finally {
      await other.close();
    }
  }, 240_000);
});

test('makePdf writes a valid cross-reference table', () => {
  const pdf = makePdf({ title: 'Grüße aus Flussstadt (Test)', subtitle: 'Ä Ö Ü ß', paragraphs: ['Ein Absatz mit \\ und ) Klammern.'] }).toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
  expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
  const entries = pdf.slice(startxref).split('\n').slice(3, 10);
  entries.forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  expect(pdf).toContain('(Gr\xfc\xdfe aus Flussstadt \\(Test\\))');
});

const silentLogger = { info: () => {}, debug: () => {}, error: () => {}, warn: () => {} } as unknown as Parameters<typeof seedOnStart>[2];
