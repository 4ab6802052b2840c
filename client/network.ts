/**
 * Whether the visitor's connection is one to spare bytes on (SPEC §2: no prefetching offline, on
 * 2G or with data-saver). A module of its own, without imports: the page (prefetch.ts) and the
 * service worker (client/sw/sw.ts, which then precaches nothing) both read it.
 */
export interface NetworkInfo {
  onLine?: boolean;
  connection?: { effectiveType?: string; saveData?: boolean };
}

/** Data-saver on, or a 2G connection (effectiveType '2g' or 'slow-2g'). */
export function isThriftyConnection(connection: NetworkInfo['connection'] | undefined): boolean {
  return !!connection?.saveData || !!connection?.effectiveType?.includes('2g');
}

/** Code may be fetched ahead: online, and neither data-saver nor 2G. */
export function canPrefetch(network: NetworkInfo | undefined): boolean {
  if (!network) return false;
  if (network.onLine === false) return false;
  return !isThriftyConnection(network.connection);
}
