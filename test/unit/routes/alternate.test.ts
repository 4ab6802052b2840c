import { alternateUrl, translateStoryCategory } from '../../../shared/routes';

describe('alternateUrl', () => {
  it.each([
    ['/de', 'en', '/en'],
    ['/en', 'de', '/de'],
    ['/de/konzerte', 'en', '/en/concerts'],
    ['/en/concerts', 'de', '/de/konzerte'],
    ['/de/abonnement', 'en', '/en/abonnements'],
    ['/en/abonnements', 'de', '/de/abonnement'],
    ['/de/orchester', 'en', '/en/orchestra'],
    ['/en/press', 'de', '/de/presse'],
    ['/de/404', 'en', '/en/404'],
    ['/de/konzerte/sinfoniekonzert/12', 'en', '/en/concerts/sinfoniekonzert/12'],
    ['/en/orchestra/anna/3', 'de', '/de/orchester/anna/3'],
    ['/de/stories/tags/brahms', 'en', '/en/stories/tags/brahms'],
    ['/en/search/pages/2', 'de', '/de/search/pages/2'],
    ['/de/subscriptions/abo-a/9', 'en', '/en/subscriptions/abo-a/9'],
    ['/de/forms', 'en', '/en/forms'],
  ])('%s in %s is %s', (url, target, expected) => {
    expect(alternateUrl(url, target as 'de' | 'en')).toBe(expected);
  });

  it('keeps the query string as it is', () => {
    expect(alternateUrl('/de/konzerte?edit', 'en')).toBe('/en/concerts?edit');
    expect(alternateUrl('/en/concerts?date=2025-01-01&venue=2', 'de')).toBe('/de/konzerte?date=2025-01-01&venue=2');
  });

  it('drops the hash', () => {
    expect(alternateUrl('/de/konzerte#programm', 'en')).toBe('/en/concerts');
  });

  it('answers the same URL for its own language', () => {
    expect(alternateUrl('/de/konzerte?x=1', 'de')).toBe('/de/konzerte?x=1');
  });

  describe('story categories', () => {
    it.each([
      ['/de/stories/lesen', 'en', '/en/stories?category=read'],
      ['/de/stories/sehen', 'en', '/en/stories?category=watch'],
      ['/de/stories/hören', 'en', '/en/stories?category=listen'],
      ['/de/stories/h%C3%B6ren', 'en', '/en/stories?category=listen'],
      ['/de/stories/horen', 'en', '/en/stories?category=listen'],
      ['/de/stories/hoeren', 'en', '/en/stories?category=listen'],
      ['/de/stories?category=lesen', 'en', '/en/stories?category=read'],
      ['/de/stories?category=horen', 'en', '/en/stories?category=listen'],
      // German's canonical form is the path segment (docs/seo.md)
      ['/en/stories?category=read', 'de', '/de/stories/lesen'],
      ['/en/stories?category=watch', 'de', '/de/stories/sehen'],
      ['/en/stories?category=listen', 'de', `/de/stories/${encodeURIComponent('hören')}`],
      ['/en/stories', 'de', '/de/stories'],
      ['/de/stories', 'en', '/en/stories'],
    ])('%s in %s is %s', (url, target, expected) => {
      expect(alternateUrl(url, target as 'de' | 'en')).toBe(expected);
    });

    it('keeps other query parameters and unknown category values', () => {
      expect(alternateUrl('/en/stories?page=2&category=read', 'de')).toBe('/de/stories/lesen?page=2');
      expect(alternateUrl('/en/stories?category=cooking', 'de')).toBe('/de/stories?category=cooking');
    });
  });

  describe('content pages', () => {
    const urls = { de: '/de/ueber-uns', en: '/en/about-us' };

    it('use their own urls map in both directions', () => {
      expect(alternateUrl('/de/ueber-uns', 'en', { urls })).toBe('/en/about-us');
      expect(alternateUrl('/en/about-us', 'de', { urls })).toBe('/de/ueber-uns');
    });

    it('fall back to the home page of the other language without a counterpart', () => {
      expect(alternateUrl('/de/ueber-uns', 'en')).toBe('/en');
      expect(alternateUrl('/de/ueber-uns', 'en', { urls: { de: '/de/ueber-uns' } })).toBe('/en');
    });

    it('give the home page its own mapping too', () => {
      expect(alternateUrl('/de', 'en', { urls: { de: '/de', en: '/en' } })).toBe('/en');
    });
  });

  it('leaves language-less routes alone and sends unknown paths home', () => {
    expect(alternateUrl('/cms-hub', 'en')).toBe('/cms-hub');
    expect(alternateUrl('/nowhere', 'en')).toBe('/en');
    expect(alternateUrl('/de/konzerte/x/notanumber', 'en')).toBe('/en');
  });
});

describe('translateStoryCategory', () => {
  it('maps words in both directions and is case-insensitive', () => {
    expect(translateStoryCategory('Lesen', 'en')).toBe('read');
    expect(translateStoryCategory('listen', 'de')).toBe('hören');
    expect(translateStoryCategory('read', 'en')).toBe('read');
    expect(translateStoryCategory('nope', 'en')).toBeUndefined();
  });
});
