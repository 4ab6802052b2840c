/**
 * One content module for visitors: its kind's renderer (client/modules/renderers.ts, a chunk per
 * kind), in a wrapper carrying its anchor id (the editor's `anchor` field) and its model name.
 *
 * The page's HTML brings the renderers of its first section's kinds only (ModuleDataStore.eagerModels).
 * A module of another kind keeps its server-rendered HTML, visible and with working links, until it
 * nears the viewport; then its renderer loads and React hydrates it (the Suspense boundary around
 * each module lets React hydrate the rest of the page without it; ./laterHydration.ts). So a visitor
 * downloads the code of what they see.
 */
import { Suspense, use, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ModuleNode } from '../../shared/contract/pages';
import { useStore } from '../stores/context';
import { anyStr, cx } from './fields';
import { isHydrating } from '../hydration';
import { gate, untilHydrated, type Gate } from './laterHydration';
import { KindRenderer, loadRenderers, MODULE_KINDS, rendererLoaded } from './renderers';
import * as styles from './ModuleRenderer.module.css';

function LaterKind({ later, model, node }: { later: Gate; model: string; node: ModuleNode }) {
  use(later.ready);
  // runs once React has hydrated the module's content
  useEffect(() => later.markHydrated(), [later]);
  return <KindRenderer model={model} node={node} />;
}

export function ModuleRenderer({ node }: { node: ModuleNode }) {
  const { moduleData } = useStore();
  const wrapper = useRef<HTMLDivElement>(null);
  const { model } = node;
  // decided when the module first renders: only a module being hydrated whose renderer did not come
  // with the page waits (one mounted later, by a navigation or the editor, renders at once)
  const [later] = useState<Gate | null>(() =>
    !isHydrating() || !MODULE_KINDS.has(model) || moduleData.eagerModels.includes(model) || rendererLoaded(model)
      ? null
      : gate(() => loadRenderers([model])),
  );
  // Anything new for a module React has not hydrated (another location, in the router's context
  // that reaches every module, or new data) waits for its hydration: a navigation would stall until
  // the visitor scrolled to it. So such a render loads the renderer now (opening twice is harmless).
  const location = useLocation();
  const [first] = useState({ key: location.key, node });
  if (later && (location.key !== first.key || node !== first.node)) later.open();
  const navigate = useNavigate();
  useEffect(() => {
    if (later && wrapper.current) return untilHydrated(wrapper.current, later, (href) => void navigate(href));
  }, [later, navigate]);

  if (!MODULE_KINDS.has(model)) return null;
  const anchor = anyStr(node, 'anchor');
  return (
    <div ref={wrapper} id={anchor || undefined} className={cx(styles.module, model === 'headline' && styles.headline)} data-module={model}>
      <Suspense fallback={null}>{later ? <LaterKind later={later} model={model} node={node} /> : <KindRenderer model={model} node={node} />}</Suspense>
    </div>
  );
}
