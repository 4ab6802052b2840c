/**
 * Sessions: PHASE 1 STUB. The auth helper replaces the body of `loadSession` (and adds login,
 * logout, the user endpoint). Keep the signature: the endpoint framework calls it once per request.
 *
 * Contract: read the `sessionid` cookie (req.cookies[SESSION_COOKIE]), find a non-expired row in
 * `sessions` whose editor is active, and answer { user, session }; null for anonymous visitors.
 */
import type { Request } from 'express';
import type { Db } from '../db/client';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  is_staff: boolean;
  is_active: boolean;
}

export interface SessionInfo {
  key: string;
  expires_at: Date;
  data: Record<string, unknown>;
}

export interface SessionContext {
  user: SessionUser;
  session: SessionInfo;
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function loadSession(req: Request, db: Db): Promise<SessionContext | null> {
  return null; // STUB: everybody is anonymous until the auth helper lands
}
