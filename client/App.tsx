/**
 * The application, rendered by the server (inside StaticRouter) and hydrated by the browser (inside
 * BrowserRouter) with the same store snapshot and language, so both produce the same markup.
 */
import type { i18n as I18n } from 'i18next';
import { enableStaticRendering, observer } from 'mobx-react-lite';
import { I18nextProvider } from 'react-i18next';
import { matchRoute } from '../shared/routes';
import { ConsentManager } from './consent';
import { Layout } from './layout/Layout';
import ErrorPage from './pages/ErrorPage';
import { ClientEffects } from './routing/ClientEffects';
import { useDisplayedLocation } from './routing/useDisplayedLocation';
import { selectView } from './routing/views';
import { StoreProvider, useStore } from './stores/context';
import type { RootStoreInstance } from './stores/RootStore';
import { PageTransition } from './transitions/PageTransition';
import './styles/global.css';

// On the server, observers render once and never subscribe (no leaks between requests).
enableStaticRendering(typeof window === 'undefined');

const Shell = observer(function Shell() {
  const store = useStore();
  const location = useDisplayedLocation();
  const match = matchRoute(location.pathname);
  const view = selectView(store, match);
  const page = view && match ? <view.Component match={match} /> : <ErrorPage />;
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
