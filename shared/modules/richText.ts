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
