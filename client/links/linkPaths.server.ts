/**
 * ./linkPaths.ts in the server's bundle (webpack.config.ts): a server render's links resolved with
 * react-router's own `resolvePath` and `createPath`, without its hooks, and without a click handler.
 * Each call of `useHref` or `useResolvedPath` serialises the route matches' pathnames to JSON and
 * parses them again, and a link called both: 14 µs a link against 0.35 µs for a plain <a>
 * (docs/performance.md). A link's `to` is a path of the site (it starts with '/'; no basename is
 * set), which resolves the same wherever the link is: test/unit/links/linkPaths.test.tsx renders
 * both variants. A server render is never clicked, and a handler is never written into the HTML, so
 * none is made (react-router's made its navigate function and resolved the path once more).
 */
import type { MouseEventHandler } from 'react';
import { createPath, resolvePath } from 'react-router-dom';
import type { LinkPaths } from './linkPaths';

export function useLinkPaths(to: string): LinkPaths {
  const path = resolvePath(to);
  return { href: createPath(path), pathname: path.pathname };
}

/** No handler on the server: the caller's `onClick` as given (never written into the HTML). */
export function useLinkClick(_to: string, _options: { replace?: boolean; target?: string }, onClick?: MouseEventHandler<HTMLAnchorElement>): MouseEventHandler<HTMLAnchorElement> | undefined {
  return onClick;
}
