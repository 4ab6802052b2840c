/**
 * The browser's react-i18next stand-in (client/reactI18nextLite.ts) must render what the server's
 * react-i18next renders, or hydration breaks: the site's header, footer and error page through
 * both, in both languages. (Rendering again after a language switch is covered in the browser by
 * test/e2e/layout.test.ts.)
 */
import { createElement, type ReactNode } from 'react';
import type * as ReactModule from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import type * as FooterModule from '../../../client/layout/Footer';
import type * as HeaderModule from '../../../client/layout/Header';
import type * as ErrorPageModule from '../../../client/pages/ErrorPage';
import { LOCALES } from '../../../shared/constants';
import { i18nOptions } from '../../../shared/i18n';
import { matchRoute } from '../../../shared/routes';
import { I18nextProvider, useTranslation } from '../../../client/reactI18nextLite';

type Render = (element: ReactNode, options: { locale: 'de' | 'en' }) => string;

/** The site frame rendered with the given react-i18next (the real one, or the stand-in). */
function renderFrame(library: 'real' | 'lite', locale: 'de' | 'en'): string {
  let markup = '';
  jest.isolateModules(() => {
    if (library === 'lite') jest.doMock('react-i18next', () => jest.requireActual('../../../client/reactI18nextLite'));
    /* eslint-disable @typescript-eslint/no-require-imports -- modules loaded inside the isolated registry */
    const { html } = require('../modules/render') as { html: Render };
    const { Header } = require('../../../client/layout/Header') as typeof HeaderModule;
    const { Footer } = require('../../../client/layout/Footer') as typeof FooterModule;
    const ErrorPage = (require('../../../client/pages/ErrorPage') as typeof ErrorPageModule).default;
    const React = require('react') as typeof ReactModule;
    /* eslint-enable @typescript-eslint/no-require-imports */
    const match = matchRoute(`/${locale}/konzerte`);
    const location = { pathname: `/${locale}`, search: '', hash: '', state: null, key: 'default' };
    markup = html(
      React.createElement(React.Fragment, null, React.createElement(Header, { location, match }), React.createElement(ErrorPage), React.createElement(Footer, { match })),
      { locale },
    );
  });
  jest.dontMock('react-i18next');
  return markup;
}

describe.each(LOCALES)('client/reactI18nextLite in %s', (locale) => {
  test('header, error page and footer render as with react-i18next', () => {
    const real = renderFrame('real', locale);
    expect(real).toContain('<footer');
    expect(renderFrame('lite', locale)).toBe(real);
  });
});

describe('useTranslation of the stand-in', () => {
  test('translates in the current language, as an object and as a tuple', async () => {
    const i18n = i18next.createInstance({ ...i18nOptions, lng: 'de' });
    await i18n.init();
    const seen: { t: unknown; text: string; ready: boolean }[] = [];
    function Probe() {
      const { t, ready } = useTranslation();
      const [tuple] = useTranslation();
      seen.push({ t, text: t('site.name'), ready: ready && tuple('site.name') === t('site.name') });
      return null;
    }
    renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Probe)));
    await i18n.changeLanguage('en');
    renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Probe)));
    expect(seen.map((s) => s.text)).toEqual([i18n.getFixedT('de')('site.name'), i18n.getFixedT('en')('site.name')]);
    expect(seen.every((s) => s.ready)).toBe(true);
  });

  test('a component outside the provider fails loudly', () => {
    const Lonely = () => {
      useTranslation();
      return null;
    };
    expect(() => renderToStaticMarkup(createElement(Lonely))).toThrow('useTranslation outside I18nextProvider');
  });
});
