/** Every message the framework answers with, in one object (Ghost style). English: the API is for developers. */
export const messages = {
  notFound: 'Not found.',
  routeNotFound: 'No API endpoint matches this path.',
  validation: 'The request is not valid.',
  unknownQueryParameter: 'Unknown query parameter.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'The request body has an unsupported encoding or charset.',
  notAuthenticated: 'Authentication credentials were not provided or are invalid.',
  permissionDenied: 'You do not have permission to perform this action.',
  csrfFailed: 'CSRF verification failed.',
  conflict: 'The request conflicts with the current state of the resource.',
  invalidInput: 'The request contains a value the database cannot store (e.g. a NUL character or a number out of range).',
  uniqueViolation: 'An object with these values already exists.',
  foreignKeyViolation: 'A referenced object does not exist or the object is still in use.',
  tooManyRequests: 'Too many requests. Try again later.',
  internal: 'An internal server error has occurred.',
} as const;
