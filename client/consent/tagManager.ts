/**
 * Tracking loads only after consent (SPEC §1): when the tracking category is accepted and a tag
 * manager id is configured (TAG_MANAGER_ID, written by the server into
 * <meta name="tag-manager-id">), the tag manager's script is injected once, carrying the page's CSP
 * nonce. The CSP must also allow the tag manager's hosts: the server adds them when the id is set.
 */
export const TAG_MANAGER_META = 'tag-manager-id';
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

let loaded = false;

export function tagManagerId(doc: Document = document): string | null {
  const id = doc.querySelector<HTMLMetaElement>(`meta[name="${TAG_MANAGER_META}"]`)?.content.trim();
  return id && /^[A-Z0-9-]+$/i.test(id) ? id : null;
}

/** The nonce of this page's scripts (browsers hide the attribute but keep the property). */
function pageNonce(doc: Document): string {
  return doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/** Injects the tag manager once; false when nothing was loaded (no id, or already loaded). */
export function loadTagManager(doc: Document = document): boolean {
  const id = tagManagerId(doc);
  if (!id || loaded) return false;
  loaded = true;
  const win = doc.defaultView as (Window & { dataLayer?: unknown[] }) | null;
  if (win) {
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  script.nonce = pageNonce(doc);
  doc.head.appendChild(script);
  return true;
}
