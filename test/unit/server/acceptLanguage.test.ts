import { preferredLocale } from '../../../server/middleware/acceptLanguage';

describe('preferredLocale', () => {
  it.each([
    [undefined, 'de'],
    ['', 'de'],
    ['de-DE,de;q=0.9', 'de'],
    ['en-US,en;q=0.9,de;q=0.8', 'en'],
    ['en', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.5,de;q=0.4', 'en'],
    ['fr-FR,fr;q=0.9,de;q=0.5,en;q=0.4', 'de'],
    ['de;q=0.5,en;q=0.8', 'en'],
    ['en;q=0,de', 'de'],
    ['fr,it', 'de'],
    ['*', 'de'],
    ['EN-gb', 'en'],
  ])('%p prefers %s', (header, expected) => {
    expect(preferredLocale(header)).toBe(expected);
  });
});
