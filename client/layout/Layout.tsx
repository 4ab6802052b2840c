import { useEffect, type ReactNode } from 'react';
import loadable from '@loadable/component';
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import type { Location } from 'react-router-dom';
import type { RouteMatch } from '../../shared/routes';
import { usePageHydrated } from '../hydration';
import { nextTask } from '../nextTask';
import { HydrationBoundary } from '../partialHydration/HydrationBoundary';
import { EditorLoader } from '../staff/EditorLoader';
import { useStore } from '../stores/context';
import { Header } from './Header';
import { LaterFooter } from './laterParts';
import { LoadingBar } from './LoadingBar';
import { ScrollTop } from './ScrollTop';
import * as styles from './Frame.module.css';

/** Only for a visitor who opens an image's credits: its own small chunk, never on the server. */
const ImageCopyrightPopup = loadable(() => import(/* webpackChunkName: "image-copyright" */ './ImageCopyrightPopup'), {
  ssr: false,
  resolveComponent: (module) => module.ImageCopyrightPopup,
});

interface LayoutProps {
  location: Location;
  match: RouteMatch | null;
  children: ReactNode;
}

/**
 * The site frame: skip link, loading bar, header (with breadcrumbs), the main area (the skip link's
 * target), footer, scroll-to-top button, image copyright popup, and the editor in edit mode. The
 * header and the page's content hydrate each on their own, after the frame (HydrationBoundary).
 */
export const Layout = observer(function Layout({ location, match, children }: LayoutProps) {
  const { t } = useTranslation();
  const { ui, layout } = useStore();
  const hydrated = usePageHydrated();
  // The shop's cart and account, from its cookies: read in the browser only (once the header has
  // hydrated, and on every page), so the server's markup is the same for every visitor and can be
  // cached. In a task of its own: a page's first `document.cookie` waits for Chromium's browser
  // process (a synchronous call, 4–6 ms at 1×), which would lengthen hydration's effects.
  useEffect(() => {
    if (!hydrated) return;
    let current = true;
    void nextTask().then(() => current && layout.readShopCookies());
    return () => void (current = false);
  }, [hydrated, location.pathname, layout]);
  // A new page closes whatever menu led there.
  useEffect(() => {
    ui.closeMenus();
    ui.hideImageCopyright();
  }, [location.pathname, ui]);
  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href="#main">
        {t('layout.skipToContent')}
      </a>
      <LoadingBar />
      <HydrationBoundary name="header">
        <Header location={location} match={match} />
      </HydrationBoundary>
      <main id="main" className={styles.main} tabIndex={-1}>
        <HydrationBoundary name="main">{children}</HydrationBoundary>
      </main>
      <LaterFooter match={match} />
      <ScrollTop />
      {ui.imageCopyright.visible && <ImageCopyrightPopup />}
      {ui.editMode && <EditorLoader />}
    </div>
  );
});
