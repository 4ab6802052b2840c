/** What every store gets from its environment: injected, so SSR, the browser and tests bring their own. */
import { getEnv, type IAnyStateTreeNode } from 'mobx-state-tree';
import type { ImageRef } from '../../shared/contract/common';
import type { ContainerSection } from '../../shared/contract/pages';
import type { ApiClient } from '../../shared/api/client';

export interface Logger {
  warn(object: unknown, message?: string): void;
}

export interface StoreEnv {
  api: ApiClient;
  /** console in the browser, the request's pino logger on the server */
  logger: Logger;
  /** the visitor's cookies as a Cookie header: the request's on the server, document.cookie in the browser */
  cookies?: () => string;
  /**
   * The browser's: loads the renderers of the module kinds in these sections, before a store shows
   * them; a page already on screen that shows new data in place (home to a content page, story to
   * story) is then complete at once. Never fails (client-side navigation reports a failed chunk).
   */
  prepareModules?: (sections: readonly ContainerSection[]) => Promise<void>;
  /**
   * The server's, for a visitor's page: told each image a picture shows and in which alias, so the
   * page's snapshot carries only the renditions the browser's render will read
   * (server/render/shownImages.ts).
   */
  noteImage?: (image: ImageRef, alias: string) => void;
}

export const storeEnv = (node: IAnyStateTreeNode): StoreEnv => getEnv<StoreEnv>(node);
