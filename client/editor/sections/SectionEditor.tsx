/**
 * One editable container section: its layout and anchor, delete (confirmed), and its columns of
 * modules, which move by drag and drop (also across columns) or with the move up/down buttons; both
 * end in POST /reorder/. New modules go into a column: from the toolbar's palette (the picked type
 * waits for a column) or from the column's own "Add module" button.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { observer } from 'mobx-react';
import { memo, useCallback, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContainerSection, ModuleNode } from '../../../shared/contract/pages';
import { CONTAINER_LAYOUTS, columnCount } from '../../../shared/modules/container';
import { getModuleSchema, PALETTE } from '../../../shared/modules';
import type { ModuleData } from '../../../shared/modules/types';
import { columnsOf } from '../../modules/context';
import { ModuleDialog } from '../modules/ModuleDialog';
import { ownerKey, type EditableOwner } from '../owner';
import { columnIds, dropPosition, findModule, keyboardStep, moveBy } from '../sectionTree';
import { ConfirmDialog, Dialog } from '../ui/Dialog';
import { useOperations } from '../useOperations';
import { ModuleItem } from './ModuleItem';
import { SectionSettings } from './SectionSettings';
import * as sectionStyles from '../../modules/PageSections.module.css';
import * as styles from '../ui/ui.module.css';
import { useArea } from '../../stores/context';
import { useMoveAnnouncer, type Place } from './useMoveAnnouncer';
import { editorArea } from '../EditorStore';

const columnDropId = (column: number) => `column-${column}`;
const ignore = () => undefined; // failures show the error alert

/**
 * ArrowUp/ArrowDown move a picked-up module exactly one place in its column: its centre goes onto
 * the centre of the next module (closestCenter then finds that one). dnd-kit's own
 * sortableKeyboardCoordinates looks for the nearest corner among every droppable, the columns
 * included, and skipped a place between modules of different heights. Left and right (columns)
 * keep dnd-kit's behaviour.
 */
const stepCoordinates =
  (columns: () => number[][]): KeyboardCoordinateGetter =>
  (event, args) => {
    const direction = event.code === 'ArrowDown' ? 1 : event.code === 'ArrowUp' ? -1 : 0;
    if (direction === 0) return sortableKeyboardCoordinates(event, args);
    event.preventDefault();
    const { active, over, droppableRects, collisionRect } = args.context;
    const current = over?.id ?? active?.id;
    if (current === undefined || !collisionRect) return undefined;
    const target = keyboardStep(columns(), current, direction);
    const rect = target === null ? undefined : droppableRects.get(target);
    if (!rect) return args.currentCoordinates; // the column's end: stay
    return {
      x: args.currentCoordinates.x + rect.left + rect.width / 2 - (collisionRect.left + collisionRect.width / 2),
      y: args.currentCoordinates.y + rect.top + rect.height / 2 - (collisionRect.top + collisionRect.height / 2),
    };
  };

type Adding = { column: number; model: string | null };

export const SectionEditor = memo(
  observer(function SectionEditor({ owner, section }: { owner: EditableOwner; section: ContainerSection }) {
    const { t } = useTranslation();
    const editor = useArea(editorArea);
    const ops = useOperations();
    const [adding, setAdding] = useState<Adding | null>(null);
    const [editing, setEditing] = useState<{ node: ModuleNode; draft?: ModuleData } | null>(null);
    /**
     * Opens a module's dialog once a save of it on its way has ended (leaving the editing in place for
     * the bar's 'Bearbeiten' saves), with the module as it is then.
     */
    const editModule = useCallback(
      (node: ModuleNode, draft?: ModuleData) =>
        void editor.settled().then(() => {
          const now = editor.sectionsOf(ownerKey(owner))?.find((s) => s.id === section.id);
          setEditing({ node: (now && findModule(now, node.id)) || node, draft });
        }),
      // the owner's key and the section's id name what it reads
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [editor, ownerKey(owner), section.id],
    );
    // the owner is the caller's object literal: its key stands for it (the module items are memoized)
    const ownerKeyNow = ownerKey(owner);
    // eslint-disable-next-line react-hooks/exhaustive-deps
    const stableOwner = useMemo(() => owner, [ownerKeyNow]);
    const [deleting, setDeleting] = useState<ModuleNode | null>(null);
    const count = columnCount(section.layout);
    const spans = CONTAINER_LAYOUTS[section.layout]?.columns ?? [12];
    const columns = columnsOf(section, count);
    const ids = columnIds(section, count);
    const idsNow = useRef(ids);
    idsNow.current = ids;
    const [coordinateGetter] = useState(() => stepCoordinates(() => idsNow.current));
    // a keyboard step scrolls the page at once: during dnd-kit's default smooth scroll the modules'
    // measured places lag behind the scroll, and a busy machine announced a place passed over (4
    // before 3) and took the next key from a module still on its way
    const sensors = useSensors(
      useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
      useSensor(KeyboardSensor, { coordinateGetter, scrollBehavior: 'instant' }),
    );

    // what screen readers hear while a module is moved (useMoveAnnouncer), in the editor's language
    const nameOf = (id: string | number) => {
      const node = section.modules.find((m) => m.id === Number(id));
      return node ? t(`editor.names.${getModuleSchema(node.model)?.label}`) : '';
    };
    const place = ({ column, position }: Place) => (count > 1 ? t('editor.dnd.placeInColumn', { column, position }) : t('editor.dnd.place', { position }));
    const announcer = useMoveAnnouncer({
      nameOf,
      // where the module would land (dropPosition follows onDragEnd's rule)
      placeOf: (active, over) => dropPosition(ids, Number(active), over),
      place,
      start: (module, at) => t('editor.dnd.start', { module, place: at }),
      over: (module, at) => t('editor.dnd.over', { module, place: at }),
      end: (module, at) => t('editor.dnd.end', { module, place: at }),
      cancel: (module) => t('editor.dnd.cancel', { module }),
    });

    function move(node: ModuleNode, delta: number) {
      const next = ids.map((column) => [...column]);
      next[node.column] = moveBy(next[node.column], node.id, delta);
      ops
        .placeModules(owner, section, next, node.id)
        .then(() => announcer.say(t('editor.dnd.moved', { module: nameOf(node.id), place: place({ column: node.column + 1, position: next[node.column].indexOf(node.id) + 1 }) })))
        .catch(ignore);
    }

    /** After a delete, focus goes to the module that took its place, else the one before, else the column's "Add module". */
    function focusAfterDelete(node: ModuleNode) {
      const column = ids[node.column] ?? [];
      const index = column.indexOf(node.id);
      const neighbour = column[index + 1] ?? column[index - 1];
      const root = document.querySelector(`[data-section-id="${section.id}"]`);
      const target =
        (neighbour !== undefined ? root?.querySelector<HTMLElement>(`[data-module-id="${neighbour}"] [data-testid=drag-handle]`) : null) ??
        root?.querySelector<HTMLElement>(`[data-column="${node.column}"] [data-testid=add-module]`);
      target?.focus();
      announcer.say(t('editor.dnd.deleted', { module: nameOf(node.id) }));
    }

    function onDragEnd({ active, over }: DragEndEvent) {
      if (!over) return;
      const id = Number(active.id);
      const from = ids.findIndex((column) => column.includes(id));
      const overId = String(over.id);
      const to = overId.startsWith('column-') ? Number(overId.slice(7)) : ids.findIndex((column) => column.includes(Number(over.id)));
      if (from < 0 || to < 0) return;
      const next = ids.map((column) => column.filter((x) => x !== id));
      const index = overId.startsWith('column-') ? next[to].length : ids[to].indexOf(Number(over.id));
      next[to].splice(index < 0 ? next[to].length : index, 0, id);
      if (JSON.stringify(next) === JSON.stringify(ids)) return;
      ops.placeModules(owner, section, next, id).catch(ignore);
    }

    const startAdding = (column: number) => {
      if (editor.pendingModel) {
        setAdding({ column, model: editor.pendingModel });
        editor.togglePalette(false);
      } else setAdding({ column, model: null });
    };

    return (
      <section
        id={section.slug || undefined}
        className={styles.editSection}
        aria-label={t('editor.section.label', { slug: section.slug })}
        data-section-id={section.id}
        data-layout={section.layout}
      >
        <SectionSettings key={section.slug} owner={owner} section={section} />
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements: announcer.announcements, screenReaderInstructions: { draggable: t('editor.dnd.instructions') } }}
        >
          <div className={sectionStyles.section}>
            {columns.map((modules, column) => (
              <Column key={column} column={column} span={spans[column]} label={t('editor.section.column', { n: column + 1 })}>
                <SortableContext id={columnDropId(column)} items={ids[column]} strategy={verticalListSortingStrategy}>
                  {modules.map((node, index) => (
                    <ModuleItem
                      key={node.id}
                      owner={stableOwner}
                      sectionId={section.id}
                      node={node}
                      first={index === 0}
                      last={index === modules.length - 1}
                      onEdit={editModule}
                      onDelete={setDeleting}
                      onMove={move}
                    />
                  ))}
                </SortableContext>
                {modules.length === 0 && <p className={styles.emptyColumn}>{t('editor.section.empty')}</p>}
                <button type="button" className={editor.pendingModel ? styles.insertHere : styles.addModule} onClick={() => startAdding(column)} data-testid="add-module">
                  {editor.pendingModel
                    ? t('editor.section.insertHere', { module: t(`editor.names.${getModuleSchema(editor.pendingModel)?.label}`) })
                    : `+ ${t('editor.section.addModule')}`}
                </button>
              </Column>
            ))}
          </div>
        </DndContext>
        <div id={`DndLiveRegion-section-${section.id}`} className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
          {announcer.message}
        </div>
        {adding && adding.model === null && (
          <Dialog title={t('editor.module.chooseTitle')} onClose={() => setAdding(null)} testId="choose-module">
            <ModulePalette onPick={(model) => setAdding({ ...adding, model })} />
          </Dialog>
        )}
        {adding?.model && (
          <ModuleDialog owner={owner} sectionId={section.id} model={adding.model} placement={{ section: section.id, column: adding.column, parent: null }} onClose={() => setAdding(null)} />
        )}
        {editing && <ModuleDialog owner={owner} sectionId={section.id} model={editing.node.model} node={editing.node} draft={editing.draft} onClose={() => setEditing(null)} />}
        {deleting && (
          <ConfirmDialog
            title={t('editor.dialog.confirmTitle')}
            message={t('editor.dialog.confirmModule', { module: t(`editor.names.${getModuleSchema(deleting.model)?.label}`) })}
            confirmLabel={t('editor.dialog.delete')}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              const node = deleting;
              setDeleting(null);
              ops
                .deleteModule(owner, section, node)
                .then(() => focusAfterDelete(node))
                .catch(ignore);
            }}
          />
        )}
      </section>
    );
  }),
);

function Column({ column, span, label, children }: { column: number; span: number; label: string; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(column) });
  return (
    <div
      ref={setNodeRef}
      className={`${sectionStyles.column} ${styles.editColumn} ${isOver ? styles.columnOver : ''}`}
      style={{ '--span': span } as CSSProperties}
      role="group"
      aria-label={label}
      data-column={column}
    >
      {children}
    </div>
  );
}

/** Every module type (SPEC §3), as buttons. */
export function ModulePalette({ onPick }: { onPick(model: string): void }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.palette}>
      {PALETTE.map((schema) => (
        <li key={schema.model}>
          <button type="button" className={styles.paletteButton} onClick={() => onPick(schema.model)} data-model={schema.model}>
            {t(`editor.names.${schema.label}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
