import request from 'supertest';
import type { Express } from 'express';
import { page, startFakeCms, type FakeCms } from '../support/fakeCms';
import { testApp } from '../support/testApp';

/**
 * The request's language as i18next-http-middleware's LanguageDetector chooses it
 * (server/middleware/i18n.ts): the path's first segment, else Accept-Language, else German.
 */
describe('language of a request', () => {
  let cms: FakeCms;
  let app: Express;

  beforeAll(async () => {
    cms = await startFakeCms({ pages: { 'de:': page(), 'en:': page() } });
    app = testApp(cms.url);
  });
  afterAll(() => cms.close());

  const lang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

  it.each([
    [undefined, '/de'],
    ['', '/de'],
    ['de-DE,de;q=0.9', '/de'],
    ['en-US,en;q=0.9,de;q=0.8', '/en'],
    ['en', '/en'],
    ['EN-gb', '/en'],
    ['fr-FR,fr;q=0.9,en;q=0.5,de;q=0.4', '/en'],
    ['fr-FR,fr;q=0.9,de;q=0.5,en;q=0.4', '/de'],
    ['de;q=0.5,en;q=0.8', '/en'],
    ['fr,it', '/de'],
    ['*', '/de'],
  ])('/ with Accept-Language %p redirects to %s', async (header, target) => {
    const call = request(app).get('/');
    const response = await (header === undefined ? call : call.set('Accept-Language', header)).expect(302);
    expect(response.headers.location).toBe(target);
    expect(response.headers.vary).toMatch(/Accept-Language/i);
  });

  it.each([
    ['/de/', undefined, 'de'],
    ['/de/', 'en-US,en;q=0.9', 'de'],
    ['/en/', undefined, 'en'],
    ['/en/', 'de-DE,de;q=0.9', 'en'],
  ])('%s with Accept-Language %p renders in %s: the path decides', async (path, header, locale) => {
    const call = request(app).get(path);
    const response = await (header === undefined ? call : call.set('Accept-Language', header)).expect(200);
    expect(response.headers['content-language']).toBe(locale);
    expect(lang(response.text)).toBe(locale);
  });

  it('an unprefixed address both languages share follows Accept-Language, then German', async () => {
    expect((await request(app).get('/stories').set('Accept-Language', 'en-GB,en').expect(302)).headers.location).toBe('/en/stories');
    expect((await request(app).get('/stories').expect(302)).headers.location).toBe('/de/stories');
  });
});
