/**
 * One content module for visitors: its kind's renderer (client/modules/renderers.ts, a chunk per
 * kind), in a wrapper carrying its anchor id (the editor's `anchor` field) and its model name.
 */
import type { ModuleNode } from '../../shared/contract/pages';
import { cx, str } from './fields';
import { KindRenderer, MODULE_KINDS } from './renderers';
import * as styles from './ModuleRenderer.module.css';

export function ModuleRenderer({ node }: { node: ModuleNode }) {
  if (!MODULE_KINDS.has(node.model)) return null;
  const anchor = str(node, 'anchor');
  return (
    <div id={anchor || undefined} className={cx(styles.module, node.model === 'headline' && styles.headline)} data-module={node.model}>
      <KindRenderer model={node.model} node={node} />
    </div>
  );
}
