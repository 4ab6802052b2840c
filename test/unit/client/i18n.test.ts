/**
 * The browser's texts (client/i18n.ts): the page's own, then its language's whole file, fetched once
 * (here from a real HTTP server) and merged without replacing what the page brought; a text missing
 * before then fetches the file and tells react-i18next to render again (`textsCompleted`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import de from '../../../shared/i18n/de.json';
import { baseI18nOptions } from '../../../shared/i18n/options';
import type * as I18nModule from '../../../client/i18n';

let server: http.Server;
let asked = 0;
let failing = false;
let origin = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked += 1;
    if (failing || req.url !== '/static/i18n-de.json') {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(de));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  asked = 0;
  failing = false;
});

// each test its own module state (the file's fetch is shared per language within a page)
async function load(): Promise<typeof I18nModule> {
  let loaded: typeof I18nModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('../../../client/i18n');
  });
  loaded!.setLanguageFiles({ de: `${origin}/static/i18n-de.json` });
  return loaded!;
}

const pageTexts = () => ({ layout: { ...de.layout, menu: 'Menü (vom Server)' } });

describe('the page’s texts and its language’s file', () => {
  it('a missing text fetches the file once, then the instance has it and says so', async () => {
    const i18nModule = await load();
    const i18n = i18nModule.createPageI18n(baseI18nOptions, 'de', pageTexts());
    const completed = new Promise<void>((resolve) => i18n.on('textsCompleted' as never, () => resolve()));
    expect(i18n.t('layout.menu')).toBe('Menü (vom Server)');
    expect(i18n.t('consent.title')).toBe('consent.title');
    expect(i18n.t('forms.required')).toBe('forms.required');
    await completed;
    expect(i18n.t('consent.title')).toBe(de.consent.title);
    expect(asked).toBe(1);
    // what the page brought stays
    expect(i18n.t('layout.menu')).toBe('Menü (vom Server)');
    // react-i18next renders again on this event
    expect(i18n.options.react?.bindI18n).toContain('textsCompleted');
  });

  it('ensureLanguage fetches once for every caller, merges without an event, and tries again after a failure', async () => {
    const i18nModule = await load();
    const i18n = i18nModule.createPageI18n(baseI18nOptions, 'de', pageTexts());
    let events = 0;
    i18n.on('textsCompleted' as never, () => (events += 1));
    failing = true;
    await expect(i18nModule.ensureLanguage(i18n, 'de')).rejects.toThrow(/503/);
    failing = false;
    const layout = i18n.getResource('de', 'translation', 'layout') as object;
    await Promise.all([i18nModule.ensureLanguage(i18n, 'de'), i18nModule.ensureLanguage(i18n, 'de')]);
    await i18nModule.ensureLanguage(i18n, 'de');
    expect(asked).toBe(2);
    expect(i18n.t('press.title')).toBe(de.press.title);
    expect(i18n.getResource('de', 'translation', 'layout')).toBe(layout);
    expect(events).toBe(0);
  });

  it('a language without a file fails, and a page’s known texts never ask', async () => {
    const i18nModule = await load();
    const i18n = i18nModule.createPageI18n(baseI18nOptions, 'de', pageTexts());
    expect(i18n.t('layout.skipToContent')).toBe(de.layout.skipToContent);
    await expect(i18nModule.ensureLanguage(i18n, 'en')).rejects.toThrow(/no texts for en/);
    expect(asked).toBe(0);
  });
});
