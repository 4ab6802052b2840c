/**
 * Helpers of the content lists: query-parameter schemas, pagination as Django REST framework's
 * PageNumberPagination answers it ({count, next, previous, results} with relative links that keep
 * the filters), and filter values given as an id or a slug.
 */
import type { Request } from 'express';
import { z } from 'zod';
import type { Paginated } from '../../shared/contract/common';
import { isIsoDate } from '../../shared/isoDate';
import { NotFoundError, ValidationError } from '../errors';

export const messages = {
  invalidPage: 'Invalid page.',
  unknownValue: (what: string, value: string) => `Unknown ${what}: ${value}.`,
  dateOrder: 'date_to must not be before date.',
  idsOnly: 'Expected ids: positive integers, comma-separated.',
  notWithIds: 'Not allowed together with ids.',
  highlightsAlone: 'Only with page, not together with tags or tag.',
} as const;

/** `page`: 1, 2, ... (default 1) */
export const pageParam = z.coerce.number().int().positive().max(1_000_000).default(1);

/** a path id: a positive integer that fits PostgreSQL's integer */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** an id or a slug as a filter value */
export const idOrSlugParam = z.string().trim().min(1).max(200);

/** 'a,b,c' -> ['a', 'b', 'c'] (ids or slugs; empty items dropped) */
export const csvParam = z
  .string()
  .max(2000)
  .transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))])
  .pipe(z.array(z.string().max(200)).min(1, { message: 'Expected at least one value.' }).max(50));

/**
 * `with=a,b`: what else a read brings along (docs/api/content.md), each one of `names`, comma-separated
 * -> the names asked for, each once.
 */
export const withParam = <const N extends readonly [string, ...string[]]>(names: N) =>
  z
    .string()
    .max(200)
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))])
    .pipe(z.array(z.enum(names, { message: `Expected ${names.join(' or ')} (several comma-separated).` })).min(1, { message: 'Expected at least one value.' }))
    .optional();

/** 'YYYY-MM-DD', a real calendar day */
export const dateParam = z.string().refine(isIsoDate, { message: 'Expected a date YYYY-MM-DD.' });

/** 'true' | 'false' -> boolean */
export const boolParam = z.enum(['true', 'false'], { message: "Expected 'true' or 'false'." }).transform((v) => v === 'true');

export const isNumericId = (value: string): boolean => /^\d{1,9}$/.test(value);

/** Offset of a page, after checking it exists (page 1 always exists, even for an empty list). */
export function pageOffset(page: number, size: number): number {
  return (page - 1) * size;
}

function pageUrl(path: string, params: Record<string, string | undefined>, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') query.set(key, value);
  if (page > 1) query.set('page', String(page));
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * The paginated answer. `params` are the filters to keep in next/previous (in this order); like
 * DRF, previous of page 2 carries no page parameter. A page after the last one answers 404. The
 * pages are the request's own path's, or `path`'s (a list answered inside another answer).
 */
export function paginated<T>(
  req: Request,
  { page, size, count, params = {}, path = req.originalUrl.split('?')[0] }: { page: number; size: number; count: number; params?: Record<string, string | undefined>; path?: string },
  results: T[],
): Paginated<T> {
  if (page > 1 && pageOffset(page, size) >= count) throw new NotFoundError(messages.invalidPage);
  return {
    count,
    next: page * size < count ? pageUrl(path, params, page + 1) : null,
    previous: page > 1 ? pageUrl(path, params, page - 1) : null,
    results,
  };
}

/** The request's own query parameters but `page`: what next/previous keep when every parameter is a filter (search, finders). */
export function filterParams(req: Request): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.query as Record<string, unknown>)) if (key !== 'page' && typeof value === 'string') params[key] = value;
  return params;
}

/** Throws a 400 naming every filter whose value matched nothing: `{venue: ['Unknown venue: 99.']}`. */
export class FilterErrors {
  private readonly errors: Record<string, string[]> = {};
  unknown(param: string, what: string, value: string): void {
    (this.errors[param] ??= []).push(messages.unknownValue(what, value));
  }
  add(param: string, message: string): void {
    (this.errors[param] ??= []).push(message);
  }
  throwIfAny(): void {
    if (Object.keys(this.errors).length) throw new ValidationError(this.errors);
  }
}
