/**
 * The rich-text sanitizer: every rich-text field is passed through `sanitizeRichText` on every
 * write, so stored HTML only ever contains RICH_TEXT_ALLOWLIST (shared/modules/richText.ts):
 * p, br, strong, em, ul, ol, li and a(href, target, rel). Visitors' browsers render this HTML as is,
 * so each rule below exists to stop a concrete attack or breakage (after Wagtail's whitelist.py).
 */
import sanitizeHtml from 'sanitize-html';
import { cleanHref, NEW_WINDOW_REL, RICH_TEXT_ALLOWLIST } from '../../shared/modules/richText';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWLIST.tags],
  // only the link carries attributes: no class, style or on* handlers anywhere (style and event
  // handlers run code or hide content; classes would let editors reach the site's CSS hooks)
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  // unknown tags are UNWRAPPED, not escaped and not dropped with their text: pasted Word/Google
  // Docs HTML (<span>, <font>, <h2>…) keeps its words. Their content is sanitized the same way.
  disallowedTagsMode: 'discard',
  // …except these, whose content is code or markup, never readable text: dropped with their content
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'template', 'svg', 'math'],
  // a second line of defence behind cleanHref (sanitize-html checks the schemes again)
  allowedSchemes: [...RICH_TEXT_ALLOWLIST.schemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // no nestingLimit: sanitize-html 2.17 mislabels closing tags after a skipped RENAMED tag (b, i),
  // and the 2 MiB body limit already bounds the input
  // HTML comments are always removed by sanitize-html: they can hide conditional IE markup
  // a link without a (safe) href is UNWRAPPED: its text stays, the <a> goes. (Renaming it to a
  // disallowed tag in transformTags would do the same, but sanitize-html 2.17 then writes a stale
  // closing tag for the next element at that depth.)
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
  transformTags: {
    // bold and italic in their presentational spellings become the allowed semantic tags, so
    // pasted text keeps its emphasis
    b: 'strong',
    i: 'em',
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href === undefined ? null : cleanHref(attribs.href);
      if (!href) return { tagName, attribs: {} }; // unwrapped by exclusiveFilter below
      // a link opens in the same window, or in a new one with '_blank'; other targets name frames
      // or windows of other pages (window hijacking), so they are dropped. A new window ALWAYS
      // gets rel="noopener noreferrer": otherwise the opened page could navigate ours away
      // through window.opener (reverse tabnabbing) and would learn our URL from the referrer.
      if (attribs.target === '_blank') return { tagName, attribs: { href, target: '_blank', rel: NEW_WINDOW_REL } };
      return { tagName, attribs: { href } };
    },
  },
};

/** Sanitize rich-text HTML to the allowlist. Idempotent: sanitizing the result changes nothing. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
