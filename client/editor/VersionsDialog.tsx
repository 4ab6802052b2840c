/**
 * The page's history (newest first): each entry says what was done to what, by whom, when
 * (history/entry.ts); preview a version (`?v={id}`, editors only), see what it changed (DiffView)
 * or restore it (as a new version; based on the newest entry shown, so another editor's save since
 * opens the conflict dialog instead of being overwritten unseen).
 */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../links/RouterLink';
import type { PageVersion } from '../../shared/contract/pages';
import { EDIT_QUERY, VERSION_QUERY } from '../../shared/routes/pageQuery';
import { DiffView, useComparing } from './history/DiffView';
import { describeVersion } from './history/entry';
import { Dialog } from './ui/Dialog';
import { RestoreVersionConfirm } from './history/RestoreVersion';
import { useOperations } from './useOperations';
import { withQuery } from './query';
import * as styles from './ui/ui.module.css';
import { formatBerlin } from '../../shared/berlinTime';


export function VersionsDialog({ pageId, onClose }: { pageId: number; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const ops = useOperations();
  const location = useLocation();
  const [versions, setVersions] = useState<PageVersion[] | null>(null);
  const [restoring, setRestoring] = useState<PageVersion | null>(null);
  const { comparing, compare, back, listRef } = useComparing<PageVersion>('version-changes');
  const loadDiff = useCallback((versionId: number, against: number | null) => ops.versionDiff(pageId, versionId, against), [ops, pageId]);
  const [now] = useState(() => Date.now());

  useEffect(() => {
    let current = true;
    ops.versions(pageId).then(
      (list) => current && setVersions(list),
      () => current && setVersions([]),
    );
    return () => {
      current = false;
    };
  }, [ops, pageId]);

  return (
    <Dialog title={t('editor.version.title')} onClose={onClose} testId="versions-dialog">
      {versions === null && <p>{t('editor.version.loading')}</p>}
      {versions?.length === 0 && <p>{t('editor.version.none')}</p>}
      {versions && comparing && <DiffView version={comparing} versions={versions} load={loadDiff} onBack={back} />}
      {versions && versions.length > 0 && !comparing && (
        <ol ref={listRef} className={styles.versionList} data-testid="version-list">
          {versions.map((version) => (
            <li key={version.id} className={styles.versionItem} data-version-id={version.id}>
              <span className={styles.versionText} title={formatBerlin(version.created_at, i18n.language)} data-testid="version-entry">
                {describeVersion(version, i18n.language, t, now)}
              </span>
              <span className={styles.itemButtons}>
                <button type="button" className={styles.smallButton} onClick={() => compare(version)} data-testid="version-changes">
                  {t('editor.history.showChanges')}
                </button>
                <RouterLink className={styles.smallButton} to={`${location.pathname}${withQuery(location.search, { [VERSION_QUERY]: String(version.id), [EDIT_QUERY]: '' })}`} onClick={onClose}>
                  {t('editor.version.preview')}
                </RouterLink>
                <button type="button" className={styles.smallButton} onClick={() => setRestoring(version)} data-testid="restore-version">
                  {t('editor.version.restore')}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {restoring && (
        // based on the history shown: someone's save since asks first (reload or restore anyway)
        <RestoreVersionConfirm pageId={pageId} versionId={restoring.id} newest={versions?.[0]?.id} onCancel={() => setRestoring(null)} onDone={onClose} />
      )}
    </Dialog>
  );
}
