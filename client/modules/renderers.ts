/**
 * The renderers of the top-level module kinds of shared/modules/registry.ts: client/modules/kinds/
 * <model>.ts, each in a chunk of its own named `module-<model>`, so a page downloads only the
 * renderers of the kinds it shows. The server writes the chunks of the kinds of the page's first
 * section (ModuleDataStore.eagerModels) before it streams; the others load as their modules near the
 * viewport (ModuleRenderer.tsx). Client-side navigation waits for all of them (loadRenderers) before
 * it shows the new page. One loadable for all kinds (the chunk chosen by the model) instead of
 * one per kind: @loadable's code per loadable would weigh more than most renderers. (webpack.config.ts
 * puts the code the kinds share, and the four smallest kinds, into the chunk "sections".)
 */
import loadable from '@loadable/component';
import type { ModuleNode } from '../../shared/contract/pages';

/** The kinds with a renderer: each has its file in ./kinds (list items are rendered by their list). */
export const MODULE_KINDS: ReadonlySet<string> = new Set([
  'headline',
  'text',
  'link',
  'image',
  'faq',
  'video',
  'audio',
  'viewer',
  'quote',
  'full-teaser',
  'teaser-list',
  'image-list',
  'video-list',
  'social-media',
  'logo-list',
  'event-list',
]);

interface KindProps {
  /** one of MODULE_KINDS: an import of another model fails */
  model: string;
  node: ModuleNode;
}

/** The renderer of `model`: the default export of ./kinds/<model>.ts, in the chunk `module-<model>`. */
export const KindRenderer = loadable((props: KindProps) => import(/* webpackChunkName: "module-[request]" */ `./kinds/${props.model}`));

/** The chunks of the renderers of these module kinds (kinds without a renderer have none). */
export function moduleChunks(models: readonly string[]): string[] {
  return models.filter((model) => MODULE_KINDS.has(model)).map((model) => `module-${model}`);
}

/** The kinds whose renderers loadRenderers has loaded in this browser. */
const loaded = new Set<string>();

/** Whether loadRenderers has loaded the renderer of `model` (those the page's HTML loads: ModuleDataStore.eagerModels). */
export const rendererLoaded = (model: string): boolean => loaded.has(model);

/** Loads the renderers of these kinds, so a page showing them renders at once (no loadable fallback). */
export async function loadRenderers(models: readonly string[]): Promise<void> {
  const kinds = models.filter((model) => MODULE_KINDS.has(model));
  await Promise.all(kinds.map((model) => KindRenderer.load({ model } as KindProps)));
  for (const model of kinds) loaded.add(model);
}
