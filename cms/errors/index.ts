/**
 * Typed errors of the back end. Throw them from handlers and services; `toApiError` (below) maps
 * every error to a status and the ApiError JSON of shared/contract/common.ts, in ONE place.
 * Their own folder, below http/ (the endpoint framework) and auth/, which both throw them.
 */
import type { ApiError } from '../../shared/contract/common';
import { SERVICE_BUSY } from '../../shared/api/errors';
import { messages } from './messages';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** extra response headers (e.g. Retry-After) */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string = messages.notFound) {
    super(404, 'not_found', message);
  }
}

/** 400 with per-field messages: `{ title: ['This field is required.'] }`; `non_field_errors` for the whole object. */
export class ValidationError extends HttpError {
  constructor(errors: Record<string, string[]> = {}, message: string = messages.validation) {
    super(400, 'validation_failed', message, errors);
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, code = 'bad_request') {
    super(400, code, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message: string = messages.notAuthenticated) {
    super(401, 'not_authenticated', message);
  }
}

export class PermissionError extends HttpError {
  constructor(message: string = messages.permissionDenied, code = 'permission_denied') {
    super(403, code, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string = messages.conflict, errors?: Record<string, string[]>) {
    super(409, 'conflict', message, errors);
  }
}

/** 409 'stale': a write based on a version that is no longer current; carries the current state. */
export class StaleError extends HttpError {
  constructor(
    message: string,
    readonly conflict: { current: unknown; changed_by: string | null; changed_at?: string | null; change?: unknown },
  ) {
    super(409, 'stale', message);
  }
}

/** 409 'slug_taken': an address is taken meanwhile (a restore from the trash); `suggestion` names a free one per field. */
export class SlugTakenError extends HttpError {
  constructor(
    message: string,
    readonly suggestion: Record<string, string>,
  ) {
    super(409, 'slug_taken', message, Object.fromEntries(Object.keys(suggestion).map((field) => [field, [message]])));
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message: string = messages.payloadTooLarge, errors?: Record<string, string[]>) {
    super(413, 'payload_too_large', message, errors);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(retryAfterSeconds?: number, message: string = messages.tooManyRequests) {
    super(429, 'too_many_requests', message, undefined, retryAfterSeconds ? { 'Retry-After': String(Math.ceil(retryAfterSeconds)) } : undefined);
  }
}

/** 503: the service is at its limit for the moment (the search gate's line is full); asks to come back after `retryAfterSeconds` */
export class ServiceBusyError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(503, SERVICE_BUSY, message, undefined, { 'Retry-After': String(Math.ceil(retryAfterSeconds)) });
  }
}

export interface MappedError {
  body: ApiError;
  headers?: Record<string, string>;
  /** true when the error was not foreseen (logged with its stack, answered with a generic 500) */
  unexpected: boolean;
}

function apiError(status: number, code: string, message: string, errors?: Record<string, string[]>): ApiError {
  return errors && Object.keys(errors).length ? { status, code, message, errors } : { status, code, message };
}

/** The PostgreSQL error behind an error, if any (Drizzle wraps driver errors in DrizzleQueryError.cause). */
function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Map any thrown value to the response. The single place where errors become HTTP. */
export function toApiError(err: unknown): MappedError {
  if (err instanceof StaleError) {
    return { body: { ...apiError(err.status, err.code, err.message), conflict: err.conflict }, unexpected: false };
  }
  if (err instanceof SlugTakenError) {
    return { body: { ...apiError(err.status, err.code, err.message, err.errors), suggestion: err.suggestion }, unexpected: false };
  }
  if (err instanceof HttpError) {
    return { body: apiError(err.status, err.code, err.message, err.errors), headers: err.headers, unexpected: false };
  }
  // body-parser / multer / http-errors style errors
  const e = err as { type?: string; status?: number; statusCode?: number; code?: string; expose?: boolean };
  if (e && typeof e === 'object') {
    if (e.type === 'entity.parse.failed') return { body: apiError(400, 'malformed_json', messages.malformedJson), unexpected: false };
    if (e.type === 'entity.too.large' || e.code === 'LIMIT_FILE_SIZE')
      return { body: apiError(413, 'payload_too_large', messages.payloadTooLarge), unexpected: false };
    if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported')
      return { body: apiError(415, 'unsupported_media_type', messages.unsupportedMediaType), unexpected: false };
    const status = e.status ?? e.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500 && e.expose !== false) {
      return { body: apiError(status, 'bad_request', (err as Error).message || messages.validation), unexpected: false };
    }
    switch (pgErrorCode(err)) {
      case '23505':
        return { body: apiError(409, 'conflict', messages.uniqueViolation), unexpected: false };
      // PostgreSQL 15 reports a RESTRICT foreign key as 23503, PostgreSQL 18 (PGlite) as 23001
      case '23503':
      case '23001':
        return { body: apiError(409, 'conflict', messages.foreignKeyViolation), unexpected: false };
      // data exceptions caused by the input: NUL bytes and invalid escapes in text/jsonb, numbers
      // out of range, malformed dates; the request is wrong, not the server
      case '22021':
      case '22P05':
      case '22P02':
      case '22003':
      case '22001':
      case '22007':
      case '22008':
        return { body: apiError(400, 'invalid_input', messages.invalidInput), unexpected: false };
    }
  }
  return { body: apiError(500, 'internal_error', messages.internal), unexpected: true };
}
