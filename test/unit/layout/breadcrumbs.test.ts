import { buildBreadcrumbs, tagFallbackLabel, truncate, type BreadcrumbInput } from '../../../shared/breadcrumbs';
import de from '../../../shared/i18n/de.json';
import en from '../../../shared/i18n/en.json';
import { breadcrumbLabels } from '../../../client/layout/breadcrumbLabels';

const labelsDe = breadcrumbLabels((key, options) => lookup(de, key, options));
const labelsEn = breadcrumbLabels((key, options) => lookup(en, key, options));

function lookup(resources: unknown, key: string, options?: Record<string, unknown>): string {
  let value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources);
  if (typeof value !== 'string') throw new Error(`missing i18n key ${key}`);
  for (const [name, replacement] of Object.entries(options ?? {})) value = (value as string).replace(`{{${name}}}`, String(replacement));
  return value as string;
}

const de_ = (input: Partial<BreadcrumbInput> & Pick<BreadcrumbInput, 'path' | 'route'>) =>
  buildBreadcrumbs({ locale: 'de', labels: labelsDe, ...input });
const en_ = (input: Partial<BreadcrumbInput> & Pick<BreadcrumbInput, 'path' | 'route'>) =>
  buildBreadcrumbs({ locale: 'en', labels: labelsEn, ...input });

describe('buildBreadcrumbs', () => {
  it('is hidden on home by default, and shown there when hideOnHome is false', () => {
    const links = [{ link: '/de/x', text: 'X' }];
    expect(de_({ path: '/de', route: 'index', links }).visible).toBe(false);
    expect(de_({ path: '/de', route: 'index', links, hideOnHome: false }).visible).toBe(true);
  });

  it('is hidden with fewer than two links', () => {
    const crumbs = de_({ path: '/de/foo', route: 'page', page: null });
    expect(crumbs.items).toEqual([{ link: '/de', text: 'Startseite' }]);
    expect(crumbs.visible).toBe(false);
  });

  it('is hidden on story detail pages', () => {
    const crumbs = de_({ path: '/de/stories/a/3', route: 'stories-slug-id', story: { article: 'A story' } });
    expect(crumbs.items.map((i) => i.text)).toEqual(['Startseite', 'Stories', 'A story']);
    expect(crumbs.visible).toBe(false);
  });

  it('always starts with Home and drops further Home crumbs', () => {
    const crumbs = de_({
      path: '/de/a/b',
      route: 'page',
      links: [
        { link: '/de', text: 'Start' },
        { link: '/', text: 'Root' },
        { link: '/de/x', text: 'Startseite' },
        { link: '/de/a', text: 'A' },
        { link: '/de/a/b', text: 'B' },
      ],
    });
    expect(crumbs.items).toEqual([
      { link: '/de', text: 'Startseite' },
      { link: '/de/a', text: 'A' },
      { link: '/de/a/b', text: 'B' },
    ]);
    expect(crumbs.visible).toBe(true);
  });

  describe('stories', () => {
    it('Home, Stories, Tags and the tag name', () => {
      const crumbs = de_({ path: '/de/stories/tags/mahler', route: 'stories-tags-slug', story: { tag: { name: 'Mahler', slug: 'mahler' } } });
      expect(crumbs.items).toEqual([
        { link: '/de', text: 'Startseite' },
        { link: '/de/stories', text: 'Stories' },
        { link: '/de/stories/tags', text: 'Themen' },
        { link: '/de/stories/tags/mahler', text: 'Mahler' },
      ]);
    });

    it('the tag overview: Home, Stories, Tags', () => {
      expect(en_({ path: '/en/stories/tags', route: 'stories-tags' }).items.map((i) => i.text)).toEqual(['Home', 'Stories', 'Tags']);
    });

    it.each([
      ['de', 'sehen', 'Sehen'],
      ['de', 'hoeren', 'Hören'],
      ['de', 'hören', 'Hören'],
      ['de', 'lesen', 'Lesen'],
      ['en', 'listen', 'Listen'],
      ['en', 'read', 'Read'],
      ['en', 'watch', 'Watch'],
    ] as const)('%s category %s is labelled %s', (locale, category, label) => {
      const build = locale === 'de' ? de_ : en_;
      const crumbs = build({ path: `/${locale}/stories`, route: 'stories-category', story: { category } });
      expect(crumbs.items.map((i) => i.text)).toEqual([locale === 'de' ? 'Startseite' : 'Home', 'Stories', label]);
      expect(crumbs.visible).toBe(true);
    });

    it('the article name, cut at 50 characters', () => {
      const long = 'x'.repeat(60);
      const crumbs = de_({ path: '/de/stories/x/1', route: 'stories-slug-id', story: { article: long } });
      expect(crumbs.items[2].text).toBe(`${'x'.repeat(50)}…`);
    });
  });

  describe('concerts', () => {
    it('Home, Konzerte, the event name cut at 35 characters', () => {
      const name = 'Sinfoniekonzert mit Mahlers Fünfter Symphonie';
      const crumbs = de_({ path: '/de/konzerte/mahler/7', route: 'events-slug-id', event: { name } });
      expect(crumbs.items).toEqual([
        { link: '/de', text: 'Startseite' },
        { link: '/de/konzerte', text: 'Konzerte' },
        { link: '/de/konzerte/mahler/7', text: `${name.slice(0, 35).trimEnd()}…` },
      ]);
    });

    it('English: Concerts, and the fallback name when the event has none', () => {
      expect(en_({ path: '/en/concerts/x/7', route: 'events-slug-id', event: null }).items.map((i) => i.text)).toEqual([
        'Home',
        'Concerts',
        'Concert',
      ]);
      expect(de_({ path: '/de/konzerte/x/7', route: 'events-slug-id' }).items[2].text).toBe('Konzert');
    });
  });

  describe('pages', () => {
    it('Home, parent, page; titles cut at 40', () => {
      const title = 'Eine sehr lange Seitenüberschrift, die nicht passt';
      const crumbs = de_({
        path: '/de/ueber-uns/geschichte',
        route: 'page',
        page: { title, parent: { title: 'Über uns', url: '/de/ueber-uns' } },
      });
      expect(crumbs.items).toEqual([
        { link: '/de', text: 'Startseite' },
        { link: '/de/ueber-uns', text: 'Über uns' },
        { link: '/de/ueber-uns/geschichte', text: `${title.slice(0, 40).trimEnd()}…` },
      ]);
      expect(crumbs.visible).toBe(true);
    });

    it('Home, page without a parent', () => {
      expect(en_({ path: '/en/about', route: 'page', page: { title: 'About us', parent: null } }).items.map((i) => i.text)).toEqual([
        'Home',
        'About us',
      ]);
    });
  });

  describe('tag fallback label', () => {
    it("'Tag {number}' for a number", () => {
      expect(tagFallbackLabel(12, labelsDe)).toBe('Tag 12');
      expect(de_({ path: '/de/stories/tags/12', route: 'stories-tags-slug', story: { tag: { id: 12 } } }).items[3].text).toBe('Tag 12');
    });

    it('the slug as readable words after stripping a leading number', () => {
      expect(tagFallbackLabel('12-wiener-klassik', labelsDe)).toBe('Wiener Klassik');
      expect(de_({ path: '/de/stories/tags/3-neue-musik', route: 'stories-tags-slug' }).items[3].text).toBe('Neue Musik');
    });
  });

  describe('small screens', () => {
    it('link back to the parent: the second-to-last crumb', () => {
      const crumbs = de_({ path: '/de/ueber-uns/team', route: 'page', page: { title: 'Team', parent: { title: 'Über uns', url: '/de/ueber-uns' } } });
      expect(crumbs.mobile).toEqual({ link: '/de/ueber-uns', text: 'Über uns' });
    });

    it.each([
      ['/de/stories/lesen', '/de/stories'],
      ['/en/concerts/x/1', '/en/concerts'],
      ['/de/konzerte', '/de/konzerte'],
      ['/de/irgendwas', '/de'],
    ])('without a parent, %s links back to %s', (path, link) => {
      const crumbs = buildBreadcrumbs({ locale: path.startsWith('/en') ? 'en' : 'de', labels: labelsDe, path, route: null, links: [] });
      expect(crumbs.mobile.link).toBe(link);
    });

    it('an explicit mobile link wins, and an item flagged back goes back in history', () => {
      const crumbs = de_({ path: '/de/x', route: 'page', links: [{ link: '/de/list', text: 'Liste', back: true }, { link: '/de/x', text: 'X' }] });
      expect(crumbs.mobile).toEqual({ link: '/de/list', text: 'Liste', back: true });
      expect(de_({ path: '/de/x', route: 'page', mobile: { text: 'Zurück', link: '/de/y' } }).mobile).toEqual({ link: '/de/y', text: 'Zurück', back: false });
    });
  });

  it('truncate leaves short texts alone', () => {
    expect(truncate('Kurz', 40)).toBe('Kurz');
    expect(truncate('x'.repeat(40), 40)).toBe('x'.repeat(40));
    expect(truncate('x'.repeat(41), 40)).toBe(`${'x'.repeat(40)}…`);
  });
});
