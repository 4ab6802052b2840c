/**
 * The one link component of the site (SPEC §2 Links), by the kind shared/links.ts decides:
 *   internal  RouterLink (client-side navigation), `active` class and aria-current while its route
 *             is shown (NavLink's rule)
 *   external  plain <a>, new tab with rel="noopener noreferrer" (mailto: and tel: stay in place)
 *   file      plain <a> (media downloads are not app routes)
 *   hash      plain <a> that scrolls smoothly to its target (client/links/scrollToHash.ts)
 */
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { hashTarget, linkKind, type LinkKind } from '../../shared/links';
import { useLinkActive } from './RouterLink';
import { useLinkClick, useLinkPaths } from './linkPaths';
import { scrollToHash } from './scrollToHash';

export const NEW_TAB_REL = 'noopener noreferrer';
/** The class an internal link gets while its route is shown (besides `activeClassName`). */
export const ACTIVE_CLASS = 'active';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className'> {
  href: string;
  children: ReactNode;
  className?: string;
  /** added to className while an internal link's route is shown */
  activeClassName?: string;
  /** the editor's 'Open new window': a new tab whatever the kind */
  newWindow?: boolean;
  /** internal links: active only on exactly this path (default for language home pages) */
  end?: boolean;
}

/** target and rel of a link: pure, so the rules are pinned by tests. */
export function linkTarget(href: string, newWindow = false): { kind: LinkKind; target?: '_blank'; rel?: string } {
  const kind = linkKind(href);
  const inPlace = /^(mailto|tel):/i.test(href);
  const newTab = newWindow || (kind === 'external' && !inPlace);
  return newTab ? { kind, target: '_blank', rel: NEW_TAB_REL } : { kind };
}

const isLocaleHome = (href: string) => /^\/(de|en)\/?$/.test(href);

export function SmartLink({ href, children, className, activeClassName, newWindow, end, onClick, ...rest }: SmartLinkProps) {
  const { kind, target, rel } = linkTarget(href, newWindow);
  if (kind === 'internal' && !target) {
    return (
      <InternalLink href={href} className={className} activeClassName={activeClassName} end={end ?? isLocaleHome(href)} onClick={onClick} {...rest}>
        {children}
      </InternalLink>
    );
  }
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (kind === 'hash' && !event.defaultPrevented && scrollToHash(hashTarget(href))) event.preventDefault();
  };
  return (
    <a href={href} className={className} target={target} rel={rel} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}

/**
 * An internal link: `aria-current` is the caller's if given, else `page` while its route is shown.
 * The anchor is RouterLink's, written here so that a link is one component (70 on a page) and its
 * path is resolved once for its `href` and its active state.
 */
function InternalLink({ href, className, activeClassName, end, 'aria-current': current, onClick, target, ...rest }: Omit<SmartLinkProps, 'newWindow' | 'end'> & { end: boolean }) {
  const paths = useLinkPaths(href);
  const isActive = useLinkActive(paths.pathname, end);
  const handleClick = useLinkClick(href, { target }, onClick);
  const classes = [className, isActive && ACTIVE_CLASS, isActive && activeClassName].filter(Boolean).join(' ') || undefined;
  return <a {...rest} className={classes} aria-current={current ?? (isActive ? 'page' : undefined)} href={paths.href} target={target} onClick={handleClick} />;
}
