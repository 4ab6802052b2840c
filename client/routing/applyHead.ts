/**
 * After a client navigation the head follows the page shown (docs/seo.md): title, description,
 * Open Graph texts and URL, canonical and hreflang, computed by the same functions the server uses
 * (headInfo, headLinks). Absolute URLs keep the origin the server wrote (PUBLIC_URL), not the
 * browser's.
 */
import type { HeadLinks } from './headLinks';
import type { HeadInfo } from './title';

/** The origin of the server's absolute URLs: its canonical or og:url, else the browser's. */
export function headOrigin(doc: Document): string {
  const written = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? doc.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  try {
    if (written) return new URL(written).origin;
  } catch {
    // not a URL: fall back to the browser's origin
  }
  return doc.location.origin;
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string | null): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) return void element?.remove();
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.content = content;
}

export function applyHead(doc: Document, head: HeadInfo, links: HeadLinks): void {
  doc.title = head.title;
  setMeta(doc, 'name', 'description', head.description);
  setMeta(doc, 'property', 'og:title', head.og.title);
  setMeta(doc, 'property', 'og:description', head.og.description);
  setMeta(doc, 'property', 'og:url', links.canonical);
  for (const old of doc.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]')) old.remove();
  const tags = [
    ...(links.canonical ? [{ rel: 'canonical', href: links.canonical }] : []),
    ...links.alternates.map((a) => ({ rel: 'alternate', href: a.href, hreflang: a.hreflang })),
  ];
  for (const tag of tags) {
    const link = doc.createElement('link');
    link.rel = tag.rel;
    if ('hreflang' in tag) link.hreflang = tag.hreflang;
    link.href = tag.href;
    doc.head.append(link);
  }
}
