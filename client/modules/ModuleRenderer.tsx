/**
 * One content module for visitors: its kind's renderer (client/modules/renderers.ts, a chunk per
 * kind), in a wrapper carrying its anchor id (the editor's `anchor` field) and its model name.
 *
 * Hydrated when needed (client/partialHydration): a module keeps the server's HTML, visible and with
 * working links, until the visitor needs it. A kind with something to do (./hydrateWhen.ts: players,
 * carousels, FAQs) hydrates as it nears the viewport, at once when the page brought its renderer; a
 * static kind (text, images, teasers) only when touched, on a client navigation or in edit mode. So a
 * visitor downloads and runs the code of what they use.
 */
import { useRef } from 'react';
import type { ModuleNode } from '../../shared/contract/pages';
import { useStore } from '../stores/context';
import { anyStr, cx } from './fields';
import { LaterPart, useLaterHydration } from '../partialHydration/HydrateLater';
import { hydrateWhen } from './hydrateWhen';
import { KindRenderer, loadRenderers, MODULE_KINDS, rendererLoaded } from './renderers';
import * as styles from './ModuleRenderer.module.css';

export function ModuleRenderer({ node }: { node: ModuleNode }) {
  const { moduleData } = useStore();
  const wrapper = useRef<HTMLDivElement>(null);
  const { model } = node;
  const known = MODULE_KINDS.has(model);
  const when = hydrateWhen(model);
  // new content for a module React has not hydrated (new data, edit mode) opens its gate; another
  // location or language discards it: the module is rendered anew (client/partialHydration)
  const interactiveNow = when === 'visible' && (moduleData.eagerModels.includes(model) || rendererLoaded(model));
  const name = `module-${model}`;
  const { later, content, key } = useLaterHydration(wrapper, <KindRenderer model={model} node={node} />, { name, when, load: () => loadRenderers([model]), defer: known && !interactiveNow, input: node });
  if (!known) return null;
  const anchor = anyStr(node, 'anchor');
  return (
    <div ref={wrapper} id={anchor || undefined} className={cx(styles.module, model === 'headline' && styles.headline)} data-module={model} data-hydrate={when}>
      <LaterPart key={key} later={later} name={name}>
        {content}
      </LaterPart>
    </div>
  );
}
