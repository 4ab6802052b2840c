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
import { RouterLink } from './RouterLink';
import { scrollToHash } from './scrollToHash';

export const NEW_TAB_REL = 'noopener noreferrer';

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
    // `aria-current` after the class, as the active state sets both (the caller's, if given, is kept)
    const { 'aria-current': current, ...attributes } = rest;
    return (
      <RouterLink {...attributes} to={href} className={className || undefined} aria-current={current} end={end ?? isLocaleHome(href)} activeClassName={activeClassName} onClick={onClick}>
        {children}
      </RouterLink>
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
