/**
 * The application, rendered by the server (inside StaticRouter) and hydrated by the browser (inside
 * BrowserRouter) with the same store snapshot and language, so both produce the same markup.
 */
import type { i18n as I18n } from 'i18next';
import { enableStaticRendering, observer } from 'mobx-react';
import { useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { matchRoute } from '../shared/routes';
import { ConsentManager } from './consent';
import { Layout } from './layout/Layout';
import ErrorPage, { ShownErrorContext, type ShownError } from './pages/ErrorPage';
import { ClientEffects } from './routing/ClientEffects';
import { RouteAnnouncer } from './routing/RouteAnnouncer';
import { useDisplayedLocation } from './routing/useDisplayedLocation';
import { selectView } from './routing/views';
import { StoreProvider, useStore } from './stores/context';
import type { RootStoreInstance } from './stores/RootStore';
import { PageTransition } from './transitions/PageTransition';
import './styles/global.css';

// On the server, observers render once and never subscribe (no leaks between requests).
enableStaticRendering(typeof window === 'undefined');

/**
 * The error of the view on screen: the store's, except while a client-side navigation loads the
 * next route (its loaders clear and set the store's error before the new view shows), when the
 * shown view keeps the error it was rendered with, so an error page stays until the next page is
 * ready (and a page does not turn into the next route's error page early).
 */
function useShownError(store: RootStoreInstance): ShownError | null {
  const current = store.ui.error;
  const now = current ? { status: current.status, kind: current.kind, message: current.message } : null;
  const [kept, keep] = useState(now);
  if (store.ui.navigating) return kept;
  // (setting state while rendering: React renders again at once, the documented pattern)
  if (kept?.status !== now?.status || kept?.kind !== now?.kind || kept?.message !== now?.message) keep(now);
  return now;
}

const Shell = observer(function Shell() {
  const store = useStore();
  const location = useDisplayedLocation();
  // one match per shown path: the frame's parts take it as what their content is made of (a new
  // object at every render would count as new content, client/layout/laterParts.tsx)
  const match = useMemo(() => matchRoute(location.pathname), [location.pathname]);
  const error = useShownError(store);
  const view = selectView(store, match, error);
  const page =
    view && match ? (
      <view.Component match={match} />
    ) : (
      <ShownErrorContext.Provider value={error}>
        <ErrorPage />
      </ShownErrorContext.Provider>
    );
  const content = (
    <PageTransition pageKey={`${location.pathname}${location.search}`}>
      {page}
    </PageTransition>
  );
  return (
    <>
      {view?.layout === 'bare' ? (
        content
      ) : (
        <Layout location={location} match={match}>
          {content}
        </Layout>
      )}
      <RouteAnnouncer pageKey={`${location.pathname}${location.search}`} />
      <ConsentManager />
      <ClientEffects />
    </>
  );
});

export function App({ store, i18n }: { store: RootStoreInstance; i18n: I18n }) {
  return (
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <Shell />
      </I18nextProvider>
    </StoreProvider>
  );
}
