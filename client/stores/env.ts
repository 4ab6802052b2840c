/** What every store gets from its environment: injected, so SSR, the browser and tests bring their own. */
import { getEnv, type IAnyStateTreeNode } from 'mobx-state-tree';
import type { ApiClient } from '../api/client';

export interface Logger {
  warn(object: unknown, message?: string): void;
}

export interface StoreEnv {
  api: ApiClient;
  /** console in the browser, the request's pino logger on the server */
  logger: Logger;
  /** the visitor's cookies as a Cookie header: the request's on the server, document.cookie in the browser */
  cookies?: () => string;
}

export const storeEnv = (node: IAnyStateTreeNode): StoreEnv => getEnv<StoreEnv>(node);
