/**
 * A stale save (409 'stale': someone else saved this module or section since it was loaded): the
 * editor reloads (takes the other change) or overwrites it with their own.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { areaOf } from '../stores/areas';
import { useStore } from '../stores/context';
import { editorArea } from './EditorStore';
import { Dialog } from './ui/Dialog';
import * as styles from './ui/ui.module.css';

export const ConflictDialog = observer(function ConflictDialog() {
  const { t } = useTranslation();
  const editor = areaOf(useStore(), editorArea);
  const conflict = editor.conflict;
  if (!conflict) return null;
  return (
    <Dialog title={t('editor.conflict.title')} size="small" onClose={() => editor.resolveConflict('reload')} testId="conflict-dialog">
      <p>{conflict.changedBy ? t('editor.conflict.changedBy', { name: conflict.changedBy }) : t('editor.conflict.changed')}</p>
      <p>{t('editor.conflict.question')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.smallButton} onClick={() => editor.resolveConflict('reload')} data-testid="conflict-reload">
          {t('editor.conflict.reload')}
        </button>
        <button type="button" className={styles.smallButton} onClick={() => editor.resolveConflict('overwrite')} data-testid="conflict-overwrite">
          {t('editor.conflict.overwrite')}
        </button>
      </div>
    </Dialog>
  );
});
