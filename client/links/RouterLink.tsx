/**
 * The site's link for client-side navigation, made of react-router's own hooks for links of one's
 * own (`useHref`, `useLinkClickHandler`, through ./linkPaths.ts): the same `<a href>` and the same
 * click handling as its `Link` (a plain left click navigates in the app; a modified click, another
 * target or a handler's `preventDefault` is left to the browser). react-router's `Link` and
 * `NavLink` also carry framework mode's route discovery and prefetching and the view-transition
 * state, which this declarative router never uses and main.js would download and evaluate (about
 * 4.5 KiB gzipped: docs/performance.md). A server render resolves the same paths without the hooks
 * and makes no click handler (./linkPaths.server.ts, the server bundle's variant).
 */
import type { AnchorHTMLAttributes } from 'react';
import { useLocation } from 'react-router-dom';
import { useLinkClick, useLinkPaths } from './linkPaths';

/** The class a link with an active state gets while its route is shown (besides `activeClassName`). */
export const ACTIVE_CLASS = 'active';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** a path of the site, with its query and hash */
  to: string;
  /** replace the history entry (default: only when `to` is the current location, as `Link`) */
  replace?: boolean;
  /**
   * Given, the link has NavLink's active state (`isActivePath`): while its route is shown it gets
   * ACTIVE_CLASS and `activeClassName`, and `aria-current="page"` unless the caller gave one; true
   * only on exactly this path.
   */
  end?: boolean;
  activeClassName?: string;
}

/**
 * The link; with `end`, also SmartLink's internal link (one component per link: a page has about 70,
 * each a server render's work).
 */
export function RouterLink({ to, replace, onClick, target, end, activeClassName, ...rest }: RouterLinkProps) {
  const { href, pathname } = useLinkPaths(to);
  const here = useLocation().pathname;
  const handleClick = useLinkClick(to, { replace, target }, onClick);
  const isActive = end !== undefined && isActivePath(here, pathname, end);
  // the caller's attributes in their order (the markup as react-router's Link writes it)
  const attributes = isActive ? { ...rest, className: [rest.className, ACTIVE_CLASS, activeClassName].filter(Boolean).join(' '), 'aria-current': rest['aria-current'] ?? 'page' } : rest;
  return <a {...attributes} href={href} target={target} onClick={handleClick} />;
}

/** A path as compared: decoded (only where it has escapes: every link of a page renders this) and lower-case. */
const decoded = (path: string): string => {
  if (!path.includes('%')) return path.toLowerCase();
  try {
    return decodeURI(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
};

/**
 * Whether a link to `toPathname` is active at `locationPathname`, by `NavLink`'s rule: the same path
 * (letter case aside), or, unless `end`, a path below it.
 */
export function isActivePath(locationPathname: string, toPathname: string, end: boolean): boolean {
  const here = decoded(locationPathname);
  const to = decoded(toPathname);
  if (here === to) return true;
  if (end) return false;
  const below = to !== '/' && to.endsWith('/') ? to.slice(0, -1) : to;
  return here.startsWith(below) && here.charAt(below.length) === '/';
}
