/**
 * What `use-sync-external-store/shim` answers on React 18 and later: React's own
 * `useSyncExternalStore` (the package's last line; its fallback is for React 16 and 17). The client
 * build resolves the shim, which react-i18next imports, to this module (webpack.config.ts), so the
 * fallback that never runs here is not downloaded (about 0.9 KiB gzipped in main.js). The server
 * keeps the package.
 */
export { useSyncExternalStore } from 'react';
