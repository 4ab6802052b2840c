/**
 * Where a link to a path of the site leads and what a click on it does, as react-router does it:
 * the `href` it writes, the pathname its active state compares, and its click handler. These are
 * react-router's own hooks. The server's bundle replaces this module with ./linkPaths.server.ts
 * (webpack.config.ts), which answers the same paths without them and makes no handler, so that
 * main.js does not carry the server's variant.
 */
import type { MouseEvent, MouseEventHandler } from 'react';
import { useHref, useLinkClickHandler, useResolvedPath } from 'react-router-dom';

export interface LinkPaths {
  /** the link's `href` (react-router's `useHref`) */
  href: string;
  /** the pathname a link to `to` leads to (react-router's `useResolvedPath`) */
  pathname: string;
}

export function useLinkPaths(to: string): LinkPaths {
  return { href: useHref(to), pathname: useResolvedPath(to).pathname };
}

/**
 * The link's click handler: the caller's `onClick`, then, unless it prevented the default,
 * react-router's (a plain left click navigates in the app; a modified click or another target is
 * left to the browser).
 */
export function useLinkClick(to: string, options: { replace?: boolean; target?: string }, onClick?: MouseEventHandler<HTMLAnchorElement>): MouseEventHandler<HTMLAnchorElement> | undefined {
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, options);
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
}
