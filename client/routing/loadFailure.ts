import { isNotFound } from '../../shared/api/errors';
import { storeEnv } from '../stores/env';
import type { LoaderContext } from './types';

/** A loader's failure: the page shows its status (SPEC §8); only unexpected failures are logged. */
export function failLoad({ store }: LoaderContext, error: unknown, what: string): void {
  store.ui.failWith(error);
  if (!isNotFound(error)) storeEnv(store).logger.warn({ err: error }, `${what} failed to load`);
}
