import i18next, { type i18n as I18n } from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { resources } from '../../../shared/i18n';
import { baseI18nOptions } from '../../../shared/i18n/options';
import { renderView } from '../../../server/render/i18nView';

/** The request's instance as i18next-http-middleware makes it: a clone of the one created at start. */
function requestInstance(lng: string): I18n {
  const root = i18next.createInstance({ ...baseI18nOptions, lng: 'de', resources });
  void root.init();
  const clone = root.cloneInstance({ initAsync: false });
  void clone.changeLanguage(lng);
  return clone;
}

describe('the render view of the request’s i18next instance', () => {
  it('answers every call as i18next does: plain keys, variables, plurals, missing keys, other languages', () => {
    const i18n = requestInstance('de');
    const t = renderView(i18n).getFixedT(null, 'translation');
    for (let round = 0; round < 2; round += 1) {
      expect(t('layout.skipToContent')).toBe(i18n.t('layout.skipToContent'));
      expect(t('content.events.time', { time: '19:30' })).toBe('19:30 Uhr');
      expect(t('events.shown', { shown: 12, count: 43 })).toBe(i18n.t('events.shown', { shown: 12, count: 43 }));
      expect(t('layout.cartCount', { count: 1 })).toBe('Warenkorb, 1 Artikel');
      expect(t('layout.cartCount', { count: 3 })).toBe(i18n.t('layout.cartCount', { count: 3 }));
      expect(t('layout.cartCount', { count: 3 })).not.toBe(t('layout.cartCount', { count: 1 }));
      expect(t('no.such.key')).toBe('no.such.key');
    }
    const english = renderView(requestInstance('en')).getFixedT(null, 'translation');
    expect(english('layout.skipToContent')).toBe(requestInstance('en').t('layout.skipToContent'));
    expect(t('layout.skipToContent')).not.toBe('layout.skipToContent');
    expect(english('layout.skipToContent')).not.toBe(t('layout.skipToContent'));
  });

  it('asks i18next once per language, key and option values; every time for other options', () => {
    const i18n = requestInstance('en');
    let calls = 0;
    const counted = i18n.t;
    i18n.t = ((...args: Parameters<I18n['t']>) => {
      calls += 1;
      return counted(...args);
    }) as I18n['t'];
    const first = renderView(i18n).getFixedT(null, null);
    const asked = (call: () => unknown) => {
      const before = calls;
      call();
      return calls - before;
    };
    asked(() => first('layout.menu'));
    expect(asked(() => first('layout.menu'))).toBe(0);
    expect(asked(() => renderView(i18n).getFixedT(null, null)('layout.menu'))).toBe(0);
    expect(asked(() => first('content.events.time', { time: '20:15' }))).toBe(1);
    expect(asked(() => first('content.events.time', { time: '20:15' }))).toBe(0);
    expect(asked(() => first('content.events.time', { time: '20:16' }))).toBe(1);
    expect(first('content.events.time', { time: '20:16' })).toBe(counted('content.events.time', { time: '20:16' }));
    const withObject = { time: { toString: () => '21:00' } };
    expect(asked(() => first('content.events.time', withObject))).toBe(1);
    expect(asked(() => first('content.events.time', withObject))).toBe(1);
  });

  it('gives another language, namespace or a key prefix i18next’s own fixed t', () => {
    const i18n = requestInstance('de');
    const view = renderView(i18n);
    expect(view.getFixedT('en', 'translation')('layout.skipToContent')).toBe(requestInstance('en').t('layout.skipToContent'));
    expect(view.getFixedT(null, 'translation', 'layout')('skipToContent')).toBe(i18n.t('layout.skipToContent'));
  });

  it('notes the group of every key asked for through it: its own t, i18next’s fixed t, `t`, lists of keys; the same with the memo', () => {
    const i18n = requestInstance('de');
    const groups = new Set<string>();
    const view = renderView(i18n, groups);
    const own = view.getFixedT(null, null);
    own('layout.menu');
    own('layout.menu');
    expect([...groups]).toEqual(['layout']);
    // a second render's view remembers the text, and still notes its group
    const second = new Set<string>();
    renderView(i18n, second).getFixedT(null, null)('layout.menu');
    expect([...second]).toEqual(['layout']);
    own('events.shown', { shown: 1, count: 2 });
    view.getFixedT(null, 'translation', 'press')('title');
    view.getFixedT('en', 'translation')('footer.newsletterTitle');
    view.t(['search.title', 'stories.title']);
    own('consent', { returnObjects: true });
    expect([...groups].sort()).toEqual(['consent', 'events', 'footer', 'layout', 'press', 'search', 'stories']);
    expect(view.t('search.title')).toBe(i18n.t('search.title'));
  });

  it('has nothing of its own for react-i18next to copy per component but what react-i18next puts there', () => {
    const i18n = requestInstance('de');
    let seen: I18n | undefined;
    const Probe = () => {
      seen = useTranslation().i18n;
      return null;
    };
    renderToString(createElement(I18nextProvider, { i18n: renderView(i18n) }, createElement(Probe)));
    // react-i18next's first useTranslation notes the namespaces used on the provider's instance
    expect(Object.getOwnPropertyNames(seen)).toEqual(['reportNamespaces', '__original']);
    expect(seen!.t('layout.menu')).toBe(i18n.t('layout.menu'));
    expect(seen!.language).toBe('de');
  });
});
