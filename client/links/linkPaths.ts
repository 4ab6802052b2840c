/**
 * Where a link to a path of the site leads, as react-router resolves it: the `href` it writes and the
 * pathname its active state compares. These are react-router's own hooks. The server's bundle
 * replaces this module with ./linkPaths.server.ts (webpack.config.ts), which answers the same
 * without them, so that main.js does not carry the server's variant.
 */
import { useHref, useResolvedPath } from 'react-router-dom';

/** The link's `href` (react-router's `useHref`). */
export const useLinkHref = (to: string): string => useHref(to);

/** The pathname a link to `to` leads to (react-router's `useResolvedPath`). */
export const useLinkPathname = (to: string): string => useResolvedPath(to).pathname;
