/**
 * The browser's texts (client/i18n.ts, client/languageTexts.ts): the page's own, then its
 * language's whole file, fetched once (here from a real HTTP server) and merged without replacing
 * what the page brought; a text missing before then fetches the file and tells react-i18next to
 * render again (`textsCompleted`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { i18n as I18n } from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import de from '../../../shared/i18n/de.json';
import { baseI18nOptions } from '../../../shared/i18n/options';
import type { Locale } from '../../../shared/constants';
import type * as Texts from '../../../client/languageTexts';
import { componentsView, createPageI18n, TEXTS_COMPLETED } from '../../../client/i18n';

let server: http.Server;
let asked = 0;
let failing = false;
let file = '';

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
  file = `http://127.0.0.1:${(server.address() as AddressInfo).port}/static/i18n-de.json`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  asked = 0;
  failing = false;
});

/** client/languageTexts.ts with a fresh module state (its fetches are kept per page), and the page's files. */
async function texts(): Promise<{ ensure: (i18n: I18n, locale: Locale) => Promise<void> }> {
  let loaded: typeof Texts | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('../../../client/languageTexts');
  });
  return { ensure: (i18n, locale) => loaded!.addWholeLanguage(i18n, locale, locale === 'de' ? file : undefined) };
}

const pageTexts = () => ({ layout: { ...de.layout, menu: 'Menü (vom Server)' } });

describe('the page’s texts and its language’s file', () => {
  it('a missing text fetches the file once, then the instance has it and says so', async () => {
    const { ensure } = await texts();
    const i18n = createPageI18n(baseI18nOptions, 'de', pageTexts(), ensure);
    const completed = new Promise<void>((resolve) => i18n.on(TEXTS_COMPLETED as never, () => resolve()));
    expect(i18n.t('layout.menu')).toBe('Menü (vom Server)');
    expect(i18n.t('consent.title')).toBe('consent.title');
    expect(i18n.t('press.title')).toBe('press.title');
    await completed;
    expect(i18n.t('consent.title')).toBe(de.consent.title);
    expect(asked).toBe(1);
    // what the page brought stays
    expect(i18n.t('layout.menu')).toBe('Menü (vom Server)');
    // react-i18next renders again on this event
    expect(i18n.options.react?.bindI18n).toContain(TEXTS_COMPLETED);
  });

  it('a text with a default value of its own asks for nothing', async () => {
    let calls = 0;
    const i18n = createPageI18n(baseI18nOptions, 'de', pageTexts(), () => {
      calls += 1;
      return Promise.resolve();
    });
    expect(i18n.t('editor.fieldsByModel.text.body', { defaultValue: 'body' })).toBe('body');
    await Promise.resolve();
    expect(calls).toBe(0);
    expect(i18n.t('no.such.text')).toBe('no.such.text');
    expect(calls).toBe(1);
  });

  it('the whole language is fetched once for every caller, merged without an event, and tried again after a failure', async () => {
    const { ensure } = await texts();
    const i18n = createPageI18n(baseI18nOptions, 'de', pageTexts(), ensure);
    let events = 0;
    i18n.on(TEXTS_COMPLETED as never, () => (events += 1));
    failing = true;
    await expect(ensure(i18n, 'de')).rejects.toThrow(/503/);
    failing = false;
    const layout = i18n.getResource('de', 'translation', 'layout') as object;
    await Promise.all([ensure(i18n, 'de'), ensure(i18n, 'de')]);
    await ensure(i18n, 'de');
    expect(asked).toBe(2);
    expect(i18n.t('press.title')).toBe(de.press.title);
    expect(i18n.getResource('de', 'translation', 'layout')).toBe(layout);
    expect(events).toBe(0);
  });

  it('a language without a file fails, and the page’s own texts never ask', async () => {
    const { ensure } = await texts();
    const i18n = createPageI18n(baseI18nOptions, 'de', pageTexts(), ensure);
    expect(i18n.t('layout.skipToContent')).toBe(de.layout.skipToContent);
    await expect(ensure(i18n, 'en')).rejects.toThrow(/no texts for en/);
    expect(asked).toBe(0);
  });
});

describe('the instance as the components get it', () => {
  /** the i18n object react-i18next's useTranslation hands a component under a provider of `provided` */
  function seenByComponent(provided: I18n): I18n {
    let seen: I18n | undefined;
    const Probe = () => {
      seen = useTranslation().i18n;
      return null;
    };
    renderToString(createElement(I18nextProvider, { i18n: provided }, createElement(Probe)));
    return seen!;
  }

  it('has nothing of its own for react-i18next to copy per component, and acts on the instance', async () => {
    const i18n = createPageI18n(baseI18nOptions, 'de', pageTexts());
    // what useTranslation copies for every component: i18next's bound methods on the instance itself
    expect(Object.getOwnPropertyNames(seenByComponent(i18n)).length).toBeGreaterThan(30);
    const seen = seenByComponent(componentsView(i18n));
    expect(Object.getOwnPropertyNames(seen)).toEqual(['__original']);
    expect(seen.t('layout.menu')).toBe('Menü (vom Server)');
    // a call through the view changes the instance, and the view reads its language live
    i18n.addResourceBundle('en', 'translation', { layout: { menu: 'Menu' } });
    await seen.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(seen.language).toBe('en');
    expect(seen.t('layout.menu')).toBe('Menu');
  });

  it('the whole language is fetched and merged once for the instance and its views', async () => {
    const { ensure } = await texts();
    const i18n = createPageI18n(baseI18nOptions, 'de', pageTexts(), ensure);
    let merged = 0;
    i18n.store.on('added', () => (merged += 1));
    await ensure(componentsView(i18n), 'de');
    await ensure(i18n, 'de');
    await ensure(componentsView(i18n), 'de');
    expect(asked).toBe(1);
    expect(merged).toBe(1);
    expect(i18n.t('press.title')).toBe(de.press.title);
  });
});
