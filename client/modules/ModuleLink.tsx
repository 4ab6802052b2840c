/**
 * A link of a content module, by the link rules of SPEC §2 (kinds from shared/links.ts): internal
 * paths route inside the app; external, hash and file links are plain anchors, external ones (and
 * any link the editor flagged 'open in a new window') open in a new tab with noopener noreferrer.
 * Hash links scroll smoothly to their target, after the FAQ item holding it has opened.
 */
import type { MouseEvent, ReactNode } from 'react';
import { RouterLink } from '../links/RouterLink';
import { hashTarget, linkKind } from '../../shared/links';
import { NEW_WINDOW_REL } from '../../shared/modules/richText';
import { scrollToHash } from '../links/scrollToHash';

export interface ModuleLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** the editor's 'Open new window' */
  newWindow?: boolean;
  'aria-label'?: string;
}

/** Where a link goes and how it opens: pure, so tests pin the rules. */
export function linkAttributes(href: string, newWindow = false): { kind: ReturnType<typeof linkKind>; target?: '_blank'; rel?: string } {
  const kind = linkKind(href);
  const special = /^(mailto|tel):/i.test(href);
  const blank = newWindow || (kind === 'external' && !special);
  return { kind, ...(blank ? { target: '_blank' as const, rel: NEW_WINDOW_REL } : {}) };
}

export function ModuleLink({ href, children, className, newWindow = false, 'aria-label': ariaLabel }: ModuleLinkProps) {
  const { kind, target, rel } = linkAttributes(href, newWindow);
  if (kind === 'internal' && !target) {
    return (
      <RouterLink to={href} className={className} aria-label={ariaLabel}>
        {children}
      </RouterLink>
    );
  }
  const onClick =
    kind === 'hash'
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          if (scrollToHash(hashTarget(href))) event.preventDefault();
        }
      : undefined;
  return (
    <a href={href} className={className} target={target} rel={rel} onClick={onClick} aria-label={ariaLabel}>
      {children}
    </a>
  );
}
