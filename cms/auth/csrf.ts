/**
 * CSRF check of unsafe requests: PHASE 1 STUB. The auth helper fills it in.
 *
 * Contract: for POST/PUT/PATCH/DELETE of endpoints with `csrf !== false`, the `csrftoken` cookie
 * must equal the X-CSRFToken header (double submit), and an Origin (or Referer) header, when
 * present, must be the request's own origin or one of config.csrfTrustedOrigins. Throw
 * PermissionError(messages.csrfFailed, 'csrf_failed') when it fails.
 */
import type { Request } from 'express';
import type { CmsConfig } from '../config';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export function verifyCsrf(req: Request, config: CmsConfig): void {
  // STUB: accepts everything until the auth helper lands
}
