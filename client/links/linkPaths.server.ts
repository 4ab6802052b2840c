/**
 * ./linkPaths.ts in the server's bundle (webpack.config.ts): a server render's links resolved with
 * react-router's own `resolvePath` and `createPath`, without its hooks. Each call of `useHref` or
 * `useResolvedPath` serialises the route matches' pathnames to JSON and parses them again, and a link
 * calls both: 14 µs a link against 0.35 µs for a plain <a>, about 1 ms of the orchestra page's 73
 * links (docs/performance.md). A link's `to` is a path of the site (it starts with '/'; no basename
 * is set), which resolves the same wherever the link is: test/unit/links/linkPaths.test.tsx renders
 * both variants.
 */
import { createPath, resolvePath } from 'react-router-dom';

/** The link's `href`, as `useHref` writes it under a StaticRouter. */
export const useLinkHref = (to: string): string => createPath(resolvePath(to));

/** The pathname a link to `to` leads to, as `useResolvedPath` gives it. */
export const useLinkPathname = (to: string): string => resolvePath(to).pathname;
