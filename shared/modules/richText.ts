/**
 * The rich-text allowlist (ARCHITECTURE.md): bold, italic, lists and links. The back end sanitizes
 * every write to it; the Slate editor converts HTML to Slate and back within it.
 */
export const RICH_TEXT_ALLOWLIST = {
  tags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'],
  attributes: { a: ['href', 'target', 'rel'] },
  /** javascript:, data: and the like are dropped; a relative path or an anchor is fine */
  schemes: ['http', 'https', 'mailto', 'tel'],
} as const;

/** rel of a link that opens in a new window */
export const NEW_WINDOW_REL = 'noopener noreferrer';

/**
 * Browsers ignore ASCII control characters and spaces inside a URL's scheme, so
 * 'jav\tascript:alert(1)' or ' javascript:…' would run as javascript:. They are deleted from the
 * href BEFORE its scheme is read, and the cleaned href is what is stored (Wagtail's check_url).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_AND_SPACE = /[\x00-\x20\x7f]+/g;

/** A scheme is letters, digits, '+', '-', '.' before the first ':' (RFC 3986). */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The href as stored, or null when the link must go: one rule for the back end's sanitizer and the
 * editor's link dialog. Allowed: the schemes of the allowlist (http, https, mailto, tel) and
 * scheme-less references to THIS site ('/de/…', '#anchor', '?q'). Refused: javascript:, data:,
 * vbscript: and every other scheme; protocol-relative '//host' and '/\host' (browsers read both as
 * another host, a disguised external link); bare words like 'www.example.org' (ambiguous, and the
 * editor always produces absolute or site paths).
 */
export function cleanHref(raw: string): string | null {
  const href = raw.replace(CONTROL_AND_SPACE, '');
  if (!href) return null;
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme) return (RICH_TEXT_ALLOWLIST.schemes as readonly string[]).includes(scheme) ? href : null;
  if (/^[/\\]{2}/.test(href) || href.startsWith('/\\')) return null;
  if (href.startsWith('/') || href.startsWith('#') || href.startsWith('?')) return href;
  return null;
}
