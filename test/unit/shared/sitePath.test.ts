import { isSitePath, redirectSourceKey, sourcePathVariants } from '../../../shared/sitePath';

describe('isSitePath (no open redirect)', () => {
  it.each(['/', '/de/abonnement', '/de/ueber-uns/', '/de/%C3%BCber', '/de/a%20b', '/en/stories?category=read', '/de/x#anchor'])(
    'accepts the site path %s',
    (path) => expect(isSitePath(path)).toBe(true),
  );

  it.each([
    '//evil.example/',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:evil.example',
    'javascript:alert(1)',
    'evil.example',
    '',
    ' /de',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '%2F%2Fevil.example',
    '/%252F/evil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/de/%',
    '/de/%zz',
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (path) => expect(isSitePath(path)).toBe(false));

  it('refuses what is not a string', () => {
    expect(isSitePath(null)).toBe(false);
    expect(isSitePath(42)).toBe(false);
  });
});

describe('redirect source paths', () => {
  it('count a trailing slash as the same source', () => {
    expect(redirectSourceKey('/de/alt/')).toBe('/de/alt');
    expect(redirectSourceKey('/de/alt')).toBe('/de/alt');
    expect(redirectSourceKey('de/alt//')).toBe('/de/alt');
    expect(redirectSourceKey('/')).toBe('/');
    expect(redirectSourceKey('')).toBe('/');
  });

  it('list both spellings, the one written first, each with the same key', () => {
    expect(sourcePathVariants('/de/alt/')).toEqual(['/de/alt/', '/de/alt']);
    expect(sourcePathVariants('/de/alt')).toEqual(['/de/alt', '/de/alt/']);
    for (const variant of sourcePathVariants('/de/alt')) expect(redirectSourceKey(variant)).toBe('/de/alt');
  });
});
