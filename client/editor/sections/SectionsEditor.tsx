/**
 * The editing view of an owner's sections (a content page, or a concert, story or person): each
 * section editable, and a button to add one. An owner without sections shows its first section as
 * it will be, empty, with its column's "Add module": opening writes nothing (issue 44); the section
 * is written with the first module saved into it (ModuleDialog asks ops.ensureSection, SPEC §4: a
 * section fetch that answers 404 for an editor creates it).
 */
import { observer } from 'mobx-react';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContainerSection } from '../../../shared/contract/pages';
import { CONTAINER_LAYOUTS } from '../../../shared/modules/container';
import { addEditorTexts } from '../i18n';
import { firstSectionSlug, ownerKey, type EditableOwner } from '../owner';
import { getModuleSchema } from '../../../shared/modules';
import { ModuleDialog } from '../modules/ModuleDialog';
import { Dialog } from '../ui/Dialog';
import { useOperations } from '../useOperations';
import { ModulePalette, SectionEditor } from './SectionEditor';
import { LayoutIcon } from './LayoutIcon';
import { DeletedSections, SharedInTrashNotes, useSharedInTrash } from './DeletedSections';
import { InsertSharedButton } from '../shared/SharedSectionTools';
import * as sectionStyles from '../../modules/PageSections.module.css';
import * as styles from '../ui/ui.module.css';
import { useArea, useStore } from '../../stores/context';
import { editorArea } from '../EditorStore';

const SectionsEditor = observer(function SectionsEditor({ owner, sections }: { owner: EditableOwner; sections: readonly ContainerSection[] }) {
  const { t, i18n } = useTranslation();
  // the sections may render before the toolbar (Editor.tsx) merged the editor's texts: merge them here
  // too, or the section bars show raw keys (editor.section.layout …) until something re-renders them
  useState(() => addEditorTexts(i18n));
  const editor = useArea(editorArea);
  const { moduleData } = useStore();
  const ops = useOperations();
  const key = ownerKey(owner);
  const [choosing, setChoosing] = useState(false);
  /** the first module of an owner without sections: its type being chosen (null) or its dialog open */
  const [first, setFirst] = useState<{ model: string | null } | null>(null);

  useEffect(() => {
    ops.adopt(owner, sections);
    // owner is an object literal of the caller: its key stands for it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, sections, ops]);

  const list = editor.sectionsOf(key) ?? sections;
  // reusable sections in the trash that this page placed: a note above 'Gelöschte Abschnitte', which restores them
  const [trashRead, setTrashRead] = useState(0);
  const inTrash = useSharedInTrash(owner, list.flatMap((section) => (section.shared ? [section.shared.id] : [])).join(' '), trashRead);
  const inTrashId = `shared-in-trash-${key}`;
  // concerts added to an event list, or brought back by an undo, a restore or a translation copy:
  // their data is fetched, so the list shows them without a reload (issue 45 item 5)
  useEffect(() => {
    void moduleData.ensureEvents(ops.locale, list);
  }, [moduleData, ops.locale, list]);
  const addFirst = () => {
    if (editor.pendingModel) {
      setFirst({ model: editor.pendingModel });
      editor.togglePalette(false);
    } else setFirst({ model: null });
  };
  return (
    <div className={`${sectionStyles.sections} ${styles.editing}`} data-testid="sections-editor" data-owner={key}>
      {list.length === 0 && <FirstSection slug={firstSectionSlug(owner)} pendingModel={editor.pendingModel} onAdd={addFirst} />}
      {list.map((section) => (
        <SectionEditor key={section.id} owner={owner} section={section} />
      ))}
      {first && first.model === null && (
        <Dialog title={t('editor.module.chooseTitle')} onClose={() => setFirst(null)} testId="choose-module">
          <ModulePalette onPick={(model) => setFirst({ model })} />
        </Dialog>
      )}
      {first?.model && (
        // its save writes the first section, then the module (sectionId null until the section exists);
        // rendered here, not in FirstSection, so it stays open when the section takes FirstSection's place
        <ModuleDialog
          owner={owner}
          sectionId={list[0]?.id ?? null}
          model={first.model}
          placement={{ section: list[0]?.id ?? 0, column: 0, parent: null }}
          onClose={() => setFirst(null)}
        />
      )}
      <SharedInTrashNotes entries={inTrash} id={inTrashId} />
      <div className={styles.addSection}>
        <button type="button" className={styles.primary} onClick={() => setChoosing(true)} data-testid="add-section">
          + {t('editor.section.add')}
        </button>{' '}
        <InsertSharedButton owner={owner} />{' '}
        <DeletedSections owner={owner} describedBy={inTrash.length > 0 ? inTrashId : undefined} onClosed={() => setTrashRead((n) => n + 1)} />
      </div>
      {choosing && (
        <Dialog title={t('editor.section.addTitle')} onClose={() => setChoosing(false)} size="small" testId="layout-dialog">
          <p id="layout-choice">{t('editor.section.chooseLayout')}</p>
          <div className={styles.layoutGrid} role="group" aria-labelledby="layout-choice">
            {CONTAINER_LAYOUTS.map((layout, index) => (
              <button
                key={layout.label}
                type="button"
                className={styles.layoutButton}
                data-layout={index}
                onClick={() => {
                  setChoosing(false);
                  ops.addSection(owner, index).catch(() => undefined);
                }}
              >
                <LayoutIcon layout={index} />
                <span>{layout.label}</span>
              </button>
            ))}
          </div>
        </Dialog>
      )}
    </div>
  );
});

/**
 * The first section of an owner without sections, as it will look once written (one column, layout
 * 0, anchor `{type}-{id}`), without its bar: nothing of it is stored until a module is saved into it.
 */
function FirstSection({ slug, pendingModel, onAdd }: { slug: string; pendingModel: string | null; onAdd(): void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.editSection} aria-label={t('editor.section.label', { slug })} data-testid="first-section">
      <p className={styles.sectionBar}>{t('editor.section.first')}</p>
      <div className={sectionStyles.section}>
        <div className={`${sectionStyles.column} ${styles.editColumn}`} style={{ '--span': 12 } as CSSProperties} role="group" aria-label={t('editor.section.column', { n: 1 })} data-column={0}>
          <p className={styles.emptyColumn}>{t('editor.section.empty')}</p>
          <button type="button" className={pendingModel ? styles.insertHere : styles.addModule} onClick={onAdd} data-testid="add-module">
            {pendingModel ? t('editor.section.insertHere', { module: t(`editor.names.${getModuleSchema(pendingModel)?.label}`) }) : `+ ${t('editor.section.addModule')}`}
          </button>
        </div>
      </div>
    </section>
  );
}

export default SectionsEditor;
