/** The browser's online status in UiStore (SPEC §4), from navigator.onLine and the online/offline events. */
import type { RootStoreInstance } from '../stores/RootStore';

export function trackOnlineStatus(store: RootStoreInstance, win: Window = window): () => void {
  const update = () => store.ui.setOnline(win.navigator.onLine);
  update();
  win.addEventListener('online', update);
  win.addEventListener('offline', update);
  return () => {
    win.removeEventListener('online', update);
    win.removeEventListener('offline', update);
  };
}
