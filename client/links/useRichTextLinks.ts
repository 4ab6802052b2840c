/**
 * Links inside rich text (HTML from the back end: text modules, FAQ answers) are plain anchors; a
 * click handler on their container makes them behave like SmartLink: an internal path (also written
 * as an absolute URL of this site) routes in the app instead of reloading the page, a hash on the
 * same page scrolls. Modified clicks (new tab/window), target=_blank, download links, files and
 * other sites are left to the browser. Enter on a focused link fires click too.
 */
import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { hashTarget, linkKind } from '../../shared/links';
import { scrollToHash } from './scrollToHash';

/** The app path of an anchor's href when it points into this site, else null. */
export function internalPathOf(href: string, origin: string): string | null {
  let path = href;
  if (/^https?:\/\//i.test(href)) {
    const url = new URL(href);
    if (url.origin !== origin) return null;
    path = `${url.pathname}${url.search}${url.hash}`;
  }
  return linkKind(path) === 'internal' ? path : null;
}

export function useRichTextLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element).closest('a');
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      if (linkKind(href) === 'hash') {
        if (scrollToHash(hashTarget(href))) event.preventDefault();
        return;
      }
      const path = internalPathOf(href, window.location.origin);
      if (path === null) return;
      event.preventDefault();
      void navigate(path);
    },
    [navigate],
  );
}
