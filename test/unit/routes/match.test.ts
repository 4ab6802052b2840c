import { buildPath, localeOfPath, matchRoute, ROUTES, type RouteName } from '../../../shared/routes';

describe('matchRoute', () => {
  const cases: [string, RouteName, string, Record<string, string>][] = [
    ['/de', 'index', 'de', {}],
    ['/en', 'index', 'en', {}],
    ['/de/404', '404', 'de', {}],
    ['/en/404', '404', 'en', {}],
    ['/de/abonnement', 'subscriptions', 'de', {}],
    ['/en/abonnements', 'subscriptions', 'en', {}],
    ['/de/konzerte', 'events', 'de', {}],
    ['/en/concerts', 'events', 'en', {}],
    ['/de/newsletter', 'newsletter', 'de', {}],
    ['/en/newsletter', 'newsletter', 'en', {}],
    ['/de/orchester', 'persons', 'de', {}],
    ['/en/orchestra', 'persons', 'en', {}],
    ['/de/presse', 'press', 'de', {}],
    ['/en/press', 'press', 'en', {}],
    ['/de/stories/tags', 'stories-tags', 'de', {}],
    ['/en/stories/tags', 'stories-tags', 'en', {}],
    ['/de/stories/tags/brahms', 'stories-tags-slug', 'de', { slug: 'brahms' }],
    ['/en/stories/tags/brahms', 'stories-tags-slug', 'en', { slug: 'brahms' }],
    ['/de/forms', 'forms-slug', 'de', {}],
    ['/en/forms/contact', 'forms-slug', 'en', { slug: 'contact' }],
    ['/de/stories', 'stories-category', 'de', {}],
    ['/de/stories/lesen', 'stories-category', 'de', { category: 'lesen' }],
    ['/de/stories/hören', 'stories-category', 'de', { category: 'hören' }],
    ['/de/stories/h%C3%B6ren', 'stories-category', 'de', { category: 'hören' }],
    ['/de/stories/horen', 'stories-category', 'de', { category: 'horen' }],
    ['/en/stories', 'stories-category', 'en', {}],
    ['/de/konzerte/sinfoniekonzert/12', 'events-slug-id', 'de', { slug: 'sinfoniekonzert', id: '12' }],
    ['/en/concerts/symphony-concert/12', 'events-slug-id', 'en', { slug: 'symphony-concert', id: '12' }],
    ['/de/orchester/anna-muster/3', 'persons-slug-id', 'de', { slug: 'anna-muster', id: '3' }],
    ['/en/orchestra/anna-muster/3', 'persons-slug-id', 'en', { slug: 'anna-muster', id: '3' }],
    ['/de/presse/saison/5', 'press-slug-id', 'de', { slug: 'saison', id: '5' }],
    ['/en/press/season/5', 'press-slug-id', 'en', { slug: 'season', id: '5' }],
    ['/de/search', 'search-category-page', 'de', {}],
    ['/de/search/pages', 'search-category-page', 'de', { category: 'pages' }],
    ['/en/search/others/2', 'search-category-page', 'en', { category: 'others', page: '2' }],
    ['/de/stories/ein-artikel/44', 'stories-slug-id', 'de', { slug: 'ein-artikel', id: '44' }],
    ['/en/stories/an-article/44', 'stories-slug-id', 'en', { slug: 'an-article', id: '44' }],
    ['/de/subscriptions/abo-a', 'subscriptions-slug-id', 'de', { slug: 'abo-a' }],
    ['/en/subscriptions/abo-a/9', 'subscriptions-slug-id', 'en', { slug: 'abo-a', id: '9' }],
    ['/cms-hub', 'cms-hub', 'de', {}],
    ['/de/ueber-uns', 'page', 'de', { slug: 'ueber-uns' }],
    ['/en/about/team/strings', 'page', 'en', { slug: 'about/team/strings' }],
    ['/de/barrierefreiheit', 'page', 'de', { slug: 'barrierefreiheit' }],
    ['/en/konzerte', 'page', 'en', { slug: 'konzerte' }],
  ];

  it.each(cases)('%s is %s (%s)', (path, name, locale, params) => {
    const match = matchRoute(path);
    expect(match).toMatchObject({ name, locale, params });
    expect(match?.params).toEqual(params);
  });

  it('ignores a trailing slash and empty segments', () => {
    expect(matchRoute('/de/konzerte/')?.name).toBe('events');
    expect(matchRoute('/de//konzerte')?.name).toBe('events');
  });

  it.each([
    ['/', 'no language'],
    ['/fr', 'an unknown language'],
    ['/fr/konzerte', 'an unknown language with a path'],
    ['/konzerte', 'a path without language'],
    ['/de/konzerte/slug/abc', 'an id that is not a number'],
    ['/en/stories/an-article/4x', 'a story id that is not a number'],
    ['/de/search/pages/0', 'page 0'],
    ['/de/search/pages/two', 'a page that is not a number'],
    ['/de/stories/kochen', 'an unknown story category'],
    ['/de/%E0%A4%A', 'malformed percent-encoding'],
  ])('%s has no route (%s)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('matches English story category words only in German paths', () => {
    expect(matchRoute('/de/stories/read')).toBeNull();
    expect(matchRoute('/en/stories/read')?.name).toBe('page');
  });
});

describe('buildPath', () => {
  it('builds every route in both languages and matches back to it', () => {
    const params = { slug: 'a-slug', id: '7', category: 'pages', page: '2' };
    for (const route of ROUTES) {
      for (const locale of ['de', 'en'] as const) {
        const path = buildPath(route.name, locale, route.name === 'stories-category' ? {} : params);
        expect(matchRoute(path)?.name).toBe(route.name);
      }
    }
  });

  it('leaves out empty optional parameters and encodes values', () => {
    expect(buildPath('forms-slug', 'de')).toBe('/de/forms');
    expect(buildPath('stories-category', 'de', { category: 'hören' })).toBe('/de/stories/h%C3%B6ren');
    expect(buildPath('page', 'en', { slug: 'about/our team' })).toBe('/en/about/our%20team');
  });

  it('refuses a missing required parameter', () => {
    expect(() => buildPath('events-slug-id', 'de', { slug: 'x' })).toThrow(/id/);
  });
});

describe('localeOfPath', () => {
  it('reads the first segment', () => {
    expect(localeOfPath('/de/konzerte')).toBe('de');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/cms-hub')).toBeUndefined();
    expect(localeOfPath('/')).toBeUndefined();
  });
});
