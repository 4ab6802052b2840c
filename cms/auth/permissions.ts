/** The three permission levels of an endpoint, checked by the framework before the handler runs. */
import { PermissionError, UnauthorizedError } from '../errors';
import type { SessionUser } from './session';

/** public: anybody; editor: a logged-in active editor; staff: an editor with is_staff. */
export type Permission = 'public' | 'editor' | 'staff';

export function checkPermission(permission: Permission, user: SessionUser | null): void {
  if (permission === 'public') return;
  if (!user || !user.is_active) throw new UnauthorizedError();
  if (permission === 'staff' && !user.is_staff) throw new PermissionError();
}
