import { isNotFound, isRequestFailure } from '../../shared/api/errors';
import { storeEnv } from '../stores/env';
import type { LoaderContext } from './types';

/** A loader's failure: the page shows its status (SPEC §8); only unexpected failures are logged. */
export function failLoad({ store }: LoaderContext, error: unknown, what: string): void {
  store.ui.failWith(error);
  if (!isNotFound(error)) storeEnv(store).logger.warn({ err: error }, `${what} failed to load`);
}

/**
 * SPEC §8: a list that fails to load says so in its page with 'Try again'; only the back end's own
 * 404 (a page after the last, an unknown object) is the error page. A request the browser could not
 * make at all counts as a failure of the list, not as '404 Not Found'.
 */
export function failsInPage(error: unknown): boolean {
  return isRequestFailure(error) || !isNotFound(error);
}

/** A list's failure shown in its page: logged; true when it is one (else the error page is up to the caller). */
export function listFailed({ store }: LoaderContext, error: unknown, what: string): boolean {
  if (!failsInPage(error)) return false;
  storeEnv(store).logger.warn({ err: error }, `${what} failed to load`);
  return true;
}
