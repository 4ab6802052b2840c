/** The entries of a list module inside its edit dialog: add, edit, delete (confirmed), move up/down; an entry copied for translation and not edited since is marked. */
import { observer } from 'mobx-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContainerSection, ModuleNode } from '../../../shared/contract/pages';
import { getModuleSchema } from '../../../shared/modules';
import type { EditableOwner } from '../owner';
import { moveBy } from '../sectionTree';
import { ConfirmDialog } from '../ui/Dialog';
import { useOperations } from '../useOperations';
import { TranslationMark } from '../translation/TranslationMark';
import { ModuleDialog } from './ModuleDialog';
import { summaryOf } from './summary';
import { useStore } from '../../stores/context';
import * as styles from '../ui/ui.module.css';

export const ChildList = observer(function ChildList({ owner, section, parent }: { owner: EditableOwner; section: ContainerSection; parent: ModuleNode }) {
  const { t } = useTranslation();
  const ops = useOperations();
  const childModel = getModuleSchema(parent.model)!.childModel!;
  const [editing, setEditing] = useState<ModuleNode | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ModuleNode | null>(null);
  const ids = parent.children.map((c) => c.id);
  // a concert entry by its concert's title and date (the event list's data, fetched as entries are added)
  const { moduleData } = useStore();
  const known = { events: moduleData.events, locale: ops.locale };
  const name = (child: ModuleNode) => summaryOf(child, known);
  const ignore = () => undefined; // failures show the error alert

  return (
    <>
      {parent.children.length === 0 ? (
        <p className={styles.hint}>{t('editor.module.noChildren')}</p>
      ) : (
        <ol className={styles.childList} data-testid="child-list">
          {parent.children.map((child, index) => (
            <li key={child.id} className={styles.childItem} data-child-id={child.id}>
              <span className={styles.childLabel}>
                <span className={styles.childSummary}>{name(child) || t('editor.module.child', { n: index + 1 })}</span>
                <TranslationMark node={child} />
              </span>
              <span className={styles.itemButtons}>
                <button type="button" className={styles.smallButton} onClick={() => setEditing(child)} data-testid="edit-child">
                  {t('editor.module.edit')}
                </button>
                <button
                  type="button"
                  className={styles.smallButton}
                  disabled={index === 0}
                  aria-label={`${t('editor.module.moveUp')}: ${name(child) || index + 1}`}
                  onClick={() => ops.placeChildren(owner, section, parent, moveBy(ids, child.id, -1), child.id).catch(ignore)}
                  data-testid="child-up"
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={styles.smallButton}
                  disabled={index === ids.length - 1}
                  aria-label={`${t('editor.module.moveDown')}: ${name(child) || index + 1}`}
                  onClick={() => ops.placeChildren(owner, section, parent, moveBy(ids, child.id, 1), child.id).catch(ignore)}
                  data-testid="child-down"
                >
                  ↓
                </button>
                <button type="button" className={styles.smallDanger} onClick={() => setDeleting(child)} data-testid="delete-child">
                  {t('editor.module.delete')}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <button type="button" className={styles.secondary} onClick={() => setEditing('new')} data-testid="add-child">
        + {t('editor.module.addChild')}
      </button>
      {editing && (
        <ModuleDialog
          owner={owner}
          sectionId={section.id}
          model={childModel}
          node={editing === 'new' ? undefined : editing}
          placement={{ section: section.id, column: parent.column, parent: parent.id }}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('editor.dialog.confirmTitle')}
          message={t('editor.dialog.confirmChild')}
          confirmLabel={t('editor.dialog.delete')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const child = deleting;
            setDeleting(null);
            ops.deleteModule(owner, section, child).catch(ignore);
          }}
        />
      )}
    </>
  );
});
