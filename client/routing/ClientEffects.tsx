/**
 * What runs in the browser once the page has mounted, outside React's rendering: the end of hydration
 * (client/routing/hydration.ts), link prefetching,
 * the online status, the service worker. Renders nothing (the server renders nothing either).
 */
import { useEffect } from 'react';
import { endHydration } from '../hydration';
import { useStore } from '../stores/context';
import { registerServiceWorker } from '../sw/register';
import { trackOnlineStatus } from './online';
import { startLinkPrefetching } from './prefetch';

export function ClientEffects() {
  const store = useStore();
  useEffect(() => endHydration(), []);
  useEffect(() => trackOnlineStatus(store), [store]);
  useEffect(() => startLinkPrefetching(), []);
  useEffect(() => registerServiceWorker(), []);
  return null;
}
