/**
 * The app's start in the browser: the stores from the page's snapshot, the page's texts, and React
 * hydrating the server's HTML. Its modules are evaluated in a task of their own (./index.tsx).
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { CSRF_COOKIE, DEFAULT_LOCALE } from '../shared/constants';
import { readCookie } from '../shared/cookies';
import { baseI18nOptions } from '../shared/i18n/options';
import { localeOfPath } from '../shared/routes';
import { createApiClient } from '../shared/api/client';
import { App } from './App';
import { componentsView, createPageI18n, readPageTexts } from './i18n';
import { readState } from './snapshot';
import { modelsOf } from './stores/ModuleDataStore';
import { createRootStore, type RootSnapshot } from './stores/RootStore';

const api = createApiClient({ baseUrl: '', csrfToken: () => readCookie(document.cookie, CSRF_COOKIE), browser: true });
const logger = { warn: (details: unknown, message?: string) => console.warn(message, details) };
/** The renderers of the sections' module kinds, from their chunks (renderers.ts stays out of the main bundle). */
const prepareModules = (sections: Parameters<typeof modelsOf>[0]) =>
  import(/* webpackChunkName: "module-renderers" */ './modules/renderers').then((renderers) => renderers.loadRenderers(modelsOf(sections))).catch(() => undefined);

/** The performance mark `hydrate` starts with (test/e2e/firstPaint.test.ts reads it beside the paint entries). */
const HYDRATE_MARK = 'hydrate';

export function hydrate(): void {
  performance.mark(HYDRATE_MARK);
  const store = createRootStore(readState<RootSnapshot>() ?? {}, { api, logger, cookies: () => document.cookie, prepareModules });
  const lng = localeOfPath(window.location.pathname) ?? DEFAULT_LOCALE;
  // the page brings the texts its render used; the rest come when needed (client/i18n.ts)
  const i18n = createPageI18n(baseI18nOptions, lng, readPageTexts());
  // Hydration as a transition: React then works in slices of a few milliseconds and lets the
  // browser paint and handle input between them, instead of one long task of the whole page on a
  // slow phone (issue 30, docs/performance.md "Phones"). Content a visitor clicks first is hydrated
  // first (React's selective hydration).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <BrowserRouter>
        <App store={store} i18n={componentsView(i18n)} />
      </BrowserRouter>,
    );
  });
}
