/**
 * DRF-style page links for paginated answers: `next` / `previous` are the request's own path and
 * query with another `page` (relative, so they stay right behind the SSR proxy); the previous link
 * of page 2 drops `page`, as Django REST framework does.
 */
import type { Request } from 'express';
import type { Paginated } from '../../shared/contract/common';
import { NotFoundError } from '../http/errors';

export const messages = { invalidPage: 'Invalid page.' } as const;

export function pageUrl(req: Request, page: number | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(req.query as Record<string, unknown>)) {
    if (key === 'page') continue;
    for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string') params.append(key, v);
  }
  if (page !== null && page > 1) params.set('page', String(page));
  const qs = params.toString();
  return `${req.baseUrl}${req.path}${qs ? `?${qs}` : ''}`;
}

/** Offset of a 1-based page. */
export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/**
 * Wraps one page of results. A page past the last one answers 404 'Invalid page.' (DRF), except
 * page 1 of an empty list.
 */
export function paginated<T>(req: Request, page: number, pageSize: number, count: number, results: T[]): Paginated<T> {
  const last = Math.max(1, Math.ceil(count / pageSize));
  if (page > last) throw new NotFoundError(messages.invalidPage);
  return {
    count,
    next: page < last ? pageUrl(req, page + 1) : null,
    previous: page > 1 ? pageUrl(req, page - 1) : null,
    results,
  };
}
