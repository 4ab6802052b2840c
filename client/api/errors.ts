/** A failed call to the back end, carrying the HTTP status that the page should answer with. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** per-field messages of a 400 (`errors: {field: [message]}`), when the back end names them */
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The status an error should turn into: its own, else 500 (SPEC §8). */
export const statusOf = (error: unknown): number => (error instanceof ApiError ? error.status : 500);
