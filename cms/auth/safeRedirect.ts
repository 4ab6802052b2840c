/**
 * Where to send the browser after login or logout. Only a path of THIS site is accepted, so the
 * login page cannot be used to bounce a visitor to another site (open redirect): the rule is
 * shared/sitePath.ts (the same one the redirect table's targets are checked with); anything else
 * falls back to '/'.
 */
import { isSitePath } from '../../shared/sitePath';

export const DEFAULT_REDIRECT = '/';

export function safeNext(next: unknown, fallback = DEFAULT_REDIRECT): string {
  return isSitePath(next) ? next : fallback;
}
