/**
 * One module in edit mode: the visitor's rendering of it, under a bar with its name, a drag handle
 * (dnd-kit: mouse, touch, and keyboard with space and arrows), edit (the module's dialog), move
 * up/down and delete. A headline, text or quote is also edited in place: a click on its rendering, or
 * Enter on it, turns it into its in-place editor (../inline/); when that ends, focus comes back to it.
 * Memoized on the node: a change elsewhere on the page does not re-render it.
 */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleNode } from '../../../shared/contract/pages';
import type { ModuleData } from '../../../shared/modules/types';
import { getModuleSchema } from '../../../shared/modules';
import { ModuleRenderer } from '../../modules/ModuleRenderer';
import { summaryOf } from '../modules/summary';
import { TranslationMark } from '../translation/TranslationMark';
import { isInlineModel } from '../inline/fields';
import { InlineEditor } from '../inline/InlineEditor';
import { InlineTarget } from '../inline/InlineTarget';
import type { EditableOwner } from '../owner';
import { ModuleComments } from '../review/ModuleComments';
import * as styles from '../ui/ui.module.css';
import { useOperations } from '../useOperations';

interface ModuleItemProps {
  owner: EditableOwner;
  sectionId: number;
  node: ModuleNode;
  first: boolean;
  last: boolean;
  /** opens the module's dialog; `draft`: what was typed in place, not saved */
  onEdit(node: ModuleNode, draft?: ModuleData): void;
  onDelete(node: ModuleNode): void;
  onMove(node: ModuleNode, delta: number): void;
}

export const ModuleItem = memo(function ModuleItem({ owner, sectionId, node, first, last, onEdit, onDelete, onMove }: ModuleItemProps) {
  const { t } = useTranslation();
  /** the field the in-place editing started in; null: not editing in place */
  const [inline, setInline] = useState<string | null>(null);
  const target = useRef<HTMLDivElement>(null);
  const focusBack = useRef(false);
  useEffect(() => {
    if (inline !== null || !focusBack.current) return;
    focusBack.current = false;
    target.current?.focus();
  }, [inline]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: node.id, attributes: { roleDescription: t('editor.dnd.roleDescription') } });
  const ops = useOperations();
  const name = t(`editor.names.${getModuleSchema(node.model)?.label ?? node.model}`);
  const label = [name, summaryOf(node)].filter(Boolean).join(': ');
  return (
    <div
      ref={setNodeRef}
      className={`${styles.moduleItem} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-module-id={node.id}
      data-model={node.model}
    >
      <div className={styles.moduleBar}>
        <button type="button" ref={setActivatorNodeRef} className={styles.handle} {...attributes} {...listeners} aria-label={`${t('editor.module.drag')}: ${label}`} data-testid="drag-handle">
          ⠿
        </button>
        <span className={styles.moduleName}>{name}</span>
        <TranslationMark node={node} label={label} onDone={() => void ops.markTranslated(owner, sectionId, node).catch(() => undefined)} />
        <ModuleComments moduleId={node.id} label={label} />
        <span className={styles.itemButtons}>
          <button type="button" className={styles.smallButton} onClick={() => onEdit(node)} aria-label={`${t('editor.module.edit')}: ${label}`} data-testid="edit-module">
            {t('editor.module.edit')}
          </button>
          <button type="button" className={styles.smallButton} disabled={first} onClick={() => onMove(node, -1)} aria-label={`${t('editor.module.moveUp')}: ${label}`} data-testid="move-up">
            ↑
          </button>
          <button type="button" className={styles.smallButton} disabled={last} onClick={() => onMove(node, 1)} aria-label={`${t('editor.module.moveDown')}: ${label}`} data-testid="move-down">
            ↓
          </button>
          <button type="button" className={styles.smallDanger} onClick={() => onDelete(node)} aria-label={`${t('editor.module.delete')}: ${label}`} data-testid="delete-module">
            {t('editor.module.delete')}
          </button>
        </span>
      </div>
      {!isInlineModel(node.model) ? (
        <ModuleRenderer node={node} />
      ) : inline !== null ? (
        <InlineEditor
          owner={owner}
          sectionId={sectionId}
          node={node}
          field={inline}
          onDone={(back) => {
            focusBack.current = back;
            setInline(null);
          }}
          onOpenDialog={(draft) => {
            // the dialog returns the focus to the module when it closes
            focusBack.current = true;
            setInline(null);
            onEdit(node, draft);
          }}
        />
      ) : (
        <InlineTarget ref={target} model={node.model} name={name} onStart={setInline}>
          <ModuleRenderer node={node} />
        </InlineTarget>
      )}
    </div>
  );
});
