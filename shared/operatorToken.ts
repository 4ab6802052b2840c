/**
 * Whether a request carries the operator's token (`Authorization: Bearer <HEALTH_TOKEN>`), compared
 * in constant time. The SSR server's `/healthz` details and the back end's `/api/health/` details
 * (the search line) are for the operator only: they tell an attacker how loaded the site is.
 */
import crypto from 'node:crypto';
import { z } from 'zod';

/** HEALTH_TOKEN as both the server (config/schema.ts) and the back end (cms/config.ts) accept it: one rule, so neither refuses what the other took */
export const healthTokenSchema = z.string().min(16, { message: 'must have at least 16 characters' });

function digest(value: string): Buffer {
  return crypto.createHash('sha256').update(value).digest();
}

/** false without a token configured (nobody is the operator) */
export function isOperator(authorization: string | undefined, token: string | null | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  return crypto.timingSafeEqual(digest(authorization.slice('Bearer '.length).trim()), digest(token));
}

/** the header the SSR server sends the back end's health check with, when it has a token */
export function operatorHeaders(token: string | null | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}
