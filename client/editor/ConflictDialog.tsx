/**
 * A stale save (409 'stale': someone else saved, moved or deleted in this module, section or page
 * since it was loaded): says who and what, as a history entry says it ('Zuletzt: Abschnitt
 * „programm“ geändert · Zora Zweit · gerade eben'), from the 409 itself, so on a concert, story or
 * person (which have no page history) as on a page. Only when the answer named no change does a page
 * load its newest history entry; the line's space is kept from the start, so nothing moves under the
 * pointer when it arrives. The editor reloads (takes the other change) or overwrites it with their own.
 */
import { observer } from 'mobx-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeVersion } from './history/entry';
import { useOperations } from './useOperations';
import { areaOf } from '../stores/areas';
import { useStore } from '../stores/context';
import { describeConflict } from './conflicts';
import { editorArea } from './EditorStore';
import { Dialog } from './ui/Dialog';
import * as styles from './ui/ui.module.css';

export const ConflictDialog = observer(function ConflictDialog() {
  const { t, i18n } = useTranslation();
  const store = useStore();
  const editor = areaOf(store, editorArea);
  const ops = useOperations();
  const conflict = editor.conflict;
  const pageId = store.page.current?.id ?? null;
  const named = conflict ? describeConflict(conflict, i18n.language, t) : '';
  const [latest, setLatest] = useState('');
  useEffect(() => {
    setLatest('');
    if (!conflict || named || pageId === null) return;
    let live = true;
    ops.versions(pageId).then(
      (versions) => live && versions[0] && setLatest(describeVersion(versions[0], i18n.language, t)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [conflict, named, pageId, ops, i18n.language, t]);
  if (!conflict) return null;
  const line = named || latest;
  return (
    <Dialog title={t('editor.conflict.title')} size="small" onClose={() => editor.resolveConflict('reload')} testId="conflict-dialog">
      <p>{conflict.changedBy ? t('editor.conflict.changedBy', { name: conflict.changedBy }) : t('editor.conflict.changed')}</p>
      {/* the line's room is there before it is: a history entry loading later moves no button */}
      <p className={styles.conflictLatest} data-testid={line ? 'conflict-latest' : 'conflict-latest-pending'}>
        {line ? t('editor.conflict.latest', { entry: line }) : ''}
      </p>
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
