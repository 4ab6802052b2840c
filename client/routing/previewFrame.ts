/**
 * The editor's device preview frame (`?preview`, docs/editor.md) is decided once per document
 * (`inPreviewFrame`): a link followed inside the frame stays in the preview (no staff links, no cookie
 * dialog), and its address keeps `?preview`, so a reload of the frame shows the preview again.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { inPreviewFrame, isPreviewFrame, PREVIEW_QUERY } from '../../shared/routes/pageQuery';

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
