/**
 * The editing view of an owner's sections (a content page, or a concert, story or person): each
 * section editable, and a button to add one. An owner without sections gets its empty container
 * section first (SPEC §4: a section fetch that answers 404 for an editor creates it).
 */
import { observer } from 'mobx-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContainerSection } from '../../../shared/contract/pages';
import { CONTAINER_LAYOUTS } from '../../../shared/modules/container';
import { addEditorTexts } from '../i18n';
import { ownerKey, type EditableOwner } from '../owner';
import { Dialog } from '../ui/Dialog';
import { useOperations } from '../useOperations';
import { SectionEditor } from './SectionEditor';
import { LayoutIcon } from './LayoutIcon';
import * as sectionStyles from '../../modules/PageSections.module.css';
import * as styles from '../ui/ui.module.css';
import { useArea } from '../../stores/context';
import { editorArea } from '../EditorStore';

const SectionsEditor = observer(function SectionsEditor({ owner, sections }: { owner: EditableOwner; sections: readonly ContainerSection[] }) {
  const { t, i18n } = useTranslation();
  // the sections may render before the toolbar (Editor.tsx) merged the editor's texts: merge them here
  // too, or the section bars show raw keys (editor.section.layout …) until something re-renders them
  useState(() => addEditorTexts(i18n));
  const editor = useArea(editorArea);
  const ops = useOperations();
  const key = ownerKey(owner);
  const ensured = useRef<string | null>(null);
  const [choosing, setChoosing] = useState(false);

  useEffect(() => {
    ops.adopt(owner, sections);
    // only when the owner has none as the editor opens it, not after the editor deleted them all
    if (ensured.current === key) return;
    ensured.current = key;
    if (sections.length === 0) ops.ensureSection(owner).catch(() => undefined); // the error alert tells
    // owner is an object literal of the caller: its key stands for it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, sections, ops]);

  const list = editor.sectionsOf(key) ?? sections;
  return (
    <div className={`${sectionStyles.sections} ${styles.editing}`} data-testid="sections-editor" data-owner={key}>
      {list.length === 0 && <p className={styles.hint}>{t('editor.section.creating')}</p>}
      {list.map((section) => (
        <SectionEditor key={section.id} owner={owner} section={section} />
      ))}
      <div className={styles.addSection}>
        <button type="button" className={styles.primary} onClick={() => setChoosing(true)} data-testid="add-section">
          + {t('editor.section.add')}
        </button>
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

export default SectionsEditor;
