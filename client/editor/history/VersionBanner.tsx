/**
 * The banner over the preview of a version (`?v={id}`): which version is shown, "Wiederherstellen"
 * (that version, after the usual confirmation) and back to the live page. The restore is based on the
 * newest history version when the preview opened, so a save by someone else since asks first.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { withQuery } from '../query';
import { useOperations } from '../useOperations';
import * as styles from '../ui/ui.module.css';
import { RestoreVersionConfirm } from './RestoreVersion';

export function VersionBanner({ pageId, versionId }: { pageId: number; versionId: number }) {
  const { t } = useTranslation();
  const ops = useOperations();
  const location = useLocation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  /** the newest history version when the preview opened (undefined until it is known) */
  const [newest, setNewest] = useState<number | undefined>(undefined);
  useEffect(() => {
    let current = true;
    ops.versions(pageId).then(
      (list) => current && setNewest(list[0]?.id),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [ops, pageId]);
  return (
    <div className={styles.versionBanner} role="status" data-testid="version-banner">
      <strong>{t('editor.version.previewing', { id: versionId })}</strong> {t('editor.version.readOnly')}{' '}
      <button type="button" className={styles.smallButton} onClick={() => setConfirming(true)} data-testid="restore-shown-version">
        {t('editor.version.restoreShown')}
      </button>{' '}
      <button type="button" className={styles.smallButton} onClick={() => void navigate({ pathname: location.pathname, search: withQuery(location.search, { v: null }) })}>
        {t('editor.version.backToLive')}
      </button>
      {confirming && <RestoreVersionConfirm pageId={pageId} versionId={versionId} newest={newest} onCancel={() => setConfirming(false)} onDone={() => undefined} />}
    </div>
  );
}
