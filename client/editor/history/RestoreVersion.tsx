/**
 * The confirmation of a version's restore, from the history list or from the preview of that
 * version: restores it based on the newest history version the editor saw (`newest`: someone's save
 * since opens the conflict dialog), and a restore from the preview goes back to the live page.
 */
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { VERSION_QUERY } from '../../../shared/routes/pageQuery';
import { withQuery } from '../query';
import { ConfirmDialog } from '../ui/Dialog';
import { useOperations } from '../useOperations';

export function RestoreVersionConfirm({ pageId, versionId, newest, onCancel, onDone }: { pageId: number; versionId: number; newest: number | undefined; onCancel(): void; onDone(): void }) {
  const { t } = useTranslation();
  const ops = useOperations();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      title={t('editor.version.restore')}
      message={t('editor.version.confirmRestore')}
      confirmLabel={t('editor.version.restore')}
      onCancel={onCancel}
      onConfirm={() => {
        onCancel();
        ops.restoreVersion(pageId, versionId, newest).then(() => {
          onDone();
          if (new URLSearchParams(location.search).has(VERSION_QUERY)) void navigate({ pathname: location.pathname, search: withQuery(location.search, { [VERSION_QUERY]: null }) }, { replace: true });
        }, () => undefined);
      }}
    />
  );
}
