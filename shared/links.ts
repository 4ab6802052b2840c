/**
 * The kind of a link (SPEC §2 Links), which decides how it renders: internal paths route inside the
 * app; external, hash and file links are plain anchors (external ones open in a new tab).
 */
export type LinkKind = 'external' | 'hash' | 'file' | 'internal';

/** Files served by the media store: uploads under /media/, and Django filer's `filer_public` paths. */
const FILE_PATTERN = /^\/media\/|\/filer_public\//;

export function linkKind(href: string): LinkKind {
  if (href.startsWith('#')) return 'hash';
  // A link is external when it does not start with a slash (https:, mailto:, tel:, relative words).
  if (!href.startsWith('/') || href.startsWith('//')) return 'external';
  if (FILE_PATTERN.test(href)) return 'file';
  // '/de/faq#q1' is internal: it routes to the page, and the router scrolls to the anchor there.
  return 'internal';
}

/** The id a hash link points to ('#team' -> 'team'; '/de/faq#q1' -> 'q1'), or '' when there is none. */
export function hashTarget(href: string): string {
  const hash = href.indexOf('#');
  return hash === -1 ? '' : decodeURIComponent(href.slice(hash + 1));
}

/** Whether `href` is an anchor on the page at `currentPath` ('/de/faq#q1' on /de/faq). */
export function isSamePageHash(href: string, currentPath: string): boolean {
  const hash = href.indexOf('#');
  if (hash === -1) return false;
  const path = href.slice(0, hash).split('?')[0];
  return path === '' || path.replace(/\/$/, '') === currentPath.replace(/\/$/, '');
}
