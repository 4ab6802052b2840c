/**
 * What runs in the browser once the page has mounted, outside React's rendering: the end of the
 * root's hydration (client/hydration.ts), the online status; link prefetching and the service worker
 * once the page has loaded and the main thread is idle (client/idleAfterLoad.ts), their code a chunk
 * of its own; `?preview` kept in
 * the editor's preview frame (client/routing/previewFrame.ts); edit mode for a page served from the
 * page cache at an `?edit` address (below). Renders nothing (the server renders nothing either).
 */
import { observer } from 'mobx-react';
import { useEffect } from 'react';
import { isEditMode } from '../../shared/routes';
import { afterHydration, endHydration } from '../hydration';
import { idleAfterLoad } from '../idleAfterLoad';
import { useStore } from '../stores/context';
import { trackOnlineStatus } from './online';
import { useKeepPreviewQuery } from './previewFrame';

export const ClientEffects = observer(function ClientEffects() {
  const store = useStore();
  useKeepPreviewQuery(store.user.isLoggedIn);
  useEffect(() => endHydration(), []);
  // `?edit` without a session the back end accepts is answered the cached anonymous page, rendered
  // without edit mode (server/cache/cacheKey.ts): it is turned on here, once the page (the header and
  // the content, which edit mode changes) has hydrated, so the editor chunk loads and opens its login
  // dialog (client/editor/LoginModal.tsx)
  useEffect(
    () =>
      afterHydration(() => {
        if (!store.ui.editMode && isEditMode(window.location.search)) store.ui.setEditMode(true);
      }),
    [store],
  );
  useEffect(() => trackOnlineStatus(store), [store]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // its own chunk: nothing of it runs before the page has loaded
    const cancel = idleAfterLoad(
      () =>
        void Promise.all([
          import(/* webpackChunkName: "after-load" */ './prefetch'),
          import(/* webpackChunkName: "after-load" */ './fetchAheadWorker'),
          import(/* webpackChunkName: "after-load" */ '../sw/register'),
        ]).then(([{ startLinkPrefetching }, { fetchInWorker }, { registerServiceWorker }]) => {
          registerServiceWorker();
          if (!cancelled) stop = startLinkPrefetching(document, fetchInWorker);
        }),
    );
    return () => {
      cancelled = true;
      cancel();
      stop?.();
    };
  }, []);
  return null;
});
