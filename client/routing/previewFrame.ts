/**
 * The editor's device preview frame (`?preview`, docs/editor.md) is decided once per document: a link
 * followed inside the frame stays in the preview (no staff links, no cookie dialog), and its address
 * keeps `?preview`, so a reload of the frame shows the preview again.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isPreviewFrame, PREVIEW_QUERY } from '../../shared/routes/pageQuery';

let opened: boolean | undefined;

/** This document was opened as the preview frame; on the server, the request's own query decides. */
export function inPreviewFrame(search: string): boolean {
  if (typeof window === 'undefined') return isPreviewFrame(search);
  opened ??= isPreviewFrame(window.location.search);
  return opened || isPreviewFrame(search);
}

/** `?a=1` → `?a=1&preview` (the parameter without a value, as the editor opens the frame). */
export function withPreviewQuery(search: string): string {
  const query = new URLSearchParams(search);
  query.delete(PREVIEW_QUERY);
  const rest = query.toString();
  return rest ? `?${rest}&${PREVIEW_QUERY}` : `?${PREVIEW_QUERY}`;
}

/** In a signed-in editor's preview frame: an address reached without `?preview` gets it back (in place, no new history entry). */
export function useKeepPreviewQuery(signedIn: boolean): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn || !inPreviewFrame(search) || isPreviewFrame(search)) return;
    void navigate({ pathname, search: withPreviewQuery(search), hash }, { replace: true });
  }, [signedIn, pathname, search, hash, navigate]);
}
