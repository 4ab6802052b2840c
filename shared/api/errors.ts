import type { VersionChange } from '../contract/pages';

/** A failed call to the back end, carrying the HTTP status that the page should answer with. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** field name -> messages (400 validation_failed and the like) */
    readonly errors?: Record<string, string[]>,
    /** 409 'stale': the current state of what was saved, who changed it, when and what (ConflictDetails) */
    readonly conflict?: { current: unknown; changed_by: string | null; changed_at?: string | null; change?: VersionChange | null },
  ) {
    super(message);
  }
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The code of a request the browser could not make at all (offline, connection lost): SPEC §8's '404 Not Found' page. */
export const REQUEST_FAILED = 'request_failed';

export const isRequestFailure = (error: unknown): boolean => error instanceof ApiError && error.code === REQUEST_FAILED;

/** The error code of a 503 the back end answers when it is at its limit for a moment (a search: cms/search/searchGate.ts), with Retry-After. */
export const SERVICE_BUSY = 'busy';

export const isServiceBusy = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 503 && error.code === SERVICE_BUSY;

/** The status an error should turn into: its own, else 500 (SPEC §8). */
export const statusOf = (error: unknown): number => (error instanceof ApiError ? error.status : 500);
