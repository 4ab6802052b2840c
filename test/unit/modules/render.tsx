/**
 * Renders module components to static markup, with the providers they need (store, i18n, router),
 * as the server does: loadable renderers (client/modules/renderers.ts) render at once and report
 * their chunks to `options.chunks`.
 */
import { ChunkExtractorManager, type ChunkExtractor } from '@loadable/server';
import i18next from 'i18next';
import { enableStaticRendering } from 'mobx-react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { ImageRef } from '../../../shared/contract/common';
import type { ModuleNode } from '../../../shared/contract/pages';
import type { ModuleDataOf, ModuleModel, ModuleNodeOf } from '../../../shared/modules/data';
import { i18nOptions } from '../../../shared/i18n';
import { ModulesProvider, type ModulesContextValue } from '../../../client/modules/context';
import { StoreProvider } from '../../../client/stores/context';
import { createRootStore, type RootSnapshot } from '../../../client/stores/RootStore';

// As on the server: observers render once and never subscribe.
enableStaticRendering(true);

export function html(element: ReactNode, options: { locale?: 'de' | 'en'; modules?: Partial<ModulesContextValue>; snapshot?: RootSnapshot; chunks?: string[] } = {}): string {
  const i18n = i18next.createInstance({ ...i18nOptions, lng: options.locale ?? 'de' });
  void i18n.init();
  const store = createRootStore(options.snapshot ?? {}, { api: { get: () => Promise.reject(new Error('no api')), send: () => Promise.reject(new Error('no api')), upload: () => Promise.reject(new Error('no api')) }, logger: { warn: () => {} } });
  // what @loadable's components use of the server's ChunkExtractor
  const extractor = { addChunk: (chunk: string) => options.chunks?.push(chunk) } as unknown as ChunkExtractor;
  return renderToStaticMarkup(
    <ChunkExtractorManager extractor={extractor}>
      <StoreProvider store={store}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[`/${options.locale ?? 'de'}`]}>
            <ModulesProvider value={{ priorityImage: null, events: {}, now: 0, ...options.modules }}>{element}</ModulesProvider>
          </MemoryRouter>
        </I18nextProvider>
      </StoreProvider>
    </ChunkExtractorManager>,
  );
}

/** A parsed document of some markup (jest runs in node: a tiny DOM via the browser is not available, so use regexes sparingly). */
export const count = (markup: string, pattern: RegExp) => (markup.match(new RegExp(pattern, 'g')) ?? []).length;

let nextId = 1000;
/** A module node; for a known model its data is typed by the model's schema (shared/modules/data.ts), so a fixture names real fields. */
export function node<M extends string>(
  model: M,
  data?: M extends ModuleModel ? Partial<ModuleDataOf<M>> : Record<string, unknown>,
  extra: Partial<ModuleNode> = {},
): M extends ModuleModel ? ModuleNodeOf<M> : ModuleNode {
  const made: ModuleNode = { id: nextId++, model, section: 1, parent: null, column: 0, order: 0, data: data ?? {}, children: [], ...extra };
  return made as M extends ModuleModel ? ModuleNodeOf<M> : ModuleNode;
}

export function imageRef(overrides: Partial<ImageRef> = {}): ImageRef {
  const r = (alias: string, width: number, height: number) => ({ width, height, webp: `/media/r/${alias}.webp`, avif: `/media/r/${alias}.avif`, jpeg: `/media/r/${alias}.jpg` });
  return {
    id: 1,
    url: '/media/originals/a.png',
    width: 1600,
    height: 1000,
    alt: 'A violin',
    caption: 'Rehearsal',
    copyright: '© Demo',
    renditions: { large: r('large', 1600, 1000), medium: r('medium', 960, 600), vertical: r('vertical', 400, 500), horizontal: r('horizontal', 1240, 700) },
    ...overrides,
  };
}
