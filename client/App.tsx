/**
 * The application, rendered by the server (inside StaticRouter) and hydrated by the browser (inside
 * BrowserRouter) with the same store snapshot and language, so both produce the same markup.
 */
import type { i18n as I18n } from 'i18next';
import { enableStaticRendering, observer } from 'mobx-react-lite';
import { I18nextProvider } from 'react-i18next';
import { matchRoute } from '../shared/routes';
import { Layout } from './layout/Layout';
import ErrorPage from './pages/ErrorPage';
import { useDisplayedLocation } from './routing/useDisplayedLocation';
import { selectView } from './routing/views';
import { StoreProvider, useStore } from './stores/context';
import type { RootStoreInstance } from './stores/RootStore';
import './styles/global.css';

// On the server, observers render once and never subscribe (no leaks between requests).
enableStaticRendering(typeof window === 'undefined');

const Shell = observer(function Shell() {
  const store = useStore();
  const location = useDisplayedLocation();
  const match = matchRoute(location.pathname);
  const view = selectView(store, match);
  const content = view && match ? <view.Component match={match} /> : <ErrorPage />;
  if (view?.layout === 'bare') return content;
  return (
    <Layout location={location} match={match}>
      {content}
    </Layout>
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
