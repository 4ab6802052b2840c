/**
 * The site's link for client-side navigation, made of react-router's own hooks for links of one's
 * own (`useHref`, `useLinkClickHandler`): the same `<a href>` and the same click handling as its
 * `Link` (a plain left click navigates in the app; a modified click, another target or a handler's
 * `preventDefault` is left to the browser). react-router's `Link` and `NavLink` also carry framework
 * mode's route discovery and prefetching and the view-transition state, which this declarative
 * router never uses and main.js would download and evaluate (about 4.5 KiB gzipped:
 * docs/performance.md).
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useLinkClickHandler, useLocation } from 'react-router-dom';
import { useLinkHref, useLinkPathname } from './linkPaths';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** a path of the site, with its query and hash */
  to: string;
  /** replace the history entry (default: only when `to` is the current location, as `Link`) */
  replace?: boolean;
}

const noClickHandler = () => () => {};

/**
 * A server render's links are never clicked: react-router's click handler (its navigate function, the
 * location and the link's resolved path again) is made in the browser only, about a third of what a
 * link costs a server render (70 on a page). Which one is fixed for the environment, so a component
 * calls the same hooks in every render; the HTML is the same (a handler is never written into it).
 */
const useClickHandler: typeof useLinkClickHandler<HTMLAnchorElement> = typeof window === 'undefined' ? noClickHandler : useLinkClickHandler;

export function RouterLink({ to, replace, onClick, target, ...rest }: RouterLinkProps) {
  const href = useLinkHref(to);
  const navigate = useClickHandler(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
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

/** Whether the route a link to `to` leads to is shown (`NavLink`'s `isActive`). */
export function useLinkActive(to: string, end: boolean): boolean {
  return isActivePath(useLocation().pathname, useLinkPathname(to), end);
}
