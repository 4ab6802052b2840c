import { isNotFound } from '../../../shared/api/errors';
import type { Loader } from '../../routing/types';
import { storeEnv } from '../../stores/env';

/** The error of a failed load: the page shows its status; only unexpected failures are logged. */
export const fail = (context: Parameters<Loader>[0], error: unknown, what: string) => {
  context.store.ui.failWith(error);
  if (!isNotFound(error)) storeEnv(context.store).logger.warn({ err: error }, `${what} failed to load`);
};
