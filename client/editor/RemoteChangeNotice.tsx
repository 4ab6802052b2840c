/**
 * The toolbar's note that someone else saved what the editor has open (./remoteChanges.ts): 'Zora
 * Zweit hat diese Seite gerade geändert. Sie sehen jetzt den neuen Stand.', or, while the editor's
 * own typed input is unsaved, that the new state loads once it is saved or discarded. A change by no
 * editor (`by` null) is the schedule's go-live: 'Der Zeitplan hat diese Seite gerade veröffentlicht.' A live region:
 * screen readers hear it as sighted editors see it.
 */
import { observer } from 'mobx-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { DEFAULT_LOCALE } from '../../shared/constants';
import { localeOfPath } from '../../shared/routes';
import { useStore } from '../stores/context';
import type { DraftOwner } from './operations';
import { useRemoteChanges } from './remoteChanges';
import { useOperations } from './useOperations';
import * as styles from './ui/ui.module.css';

export const RemoteChangeNotice = observer(function RemoteChangeNotice({ owner }: { owner: DraftOwner }) {
  const { t } = useTranslation();
  const store = useStore();
  const ops = useOperations();
  const locale = localeOfPath(useLocation().pathname) ?? DEFAULT_LOCALE;
  const status = useCallback((target: DraftOwner) => ops.publicationStatus(target, false), [ops]);
  const { notice, dismiss } = useRemoteChanges(store, locale, owner, status);
  // a change by no editor is the schedule's go-live (issue 45 item 11): it says so, not 'Someone'
  const text = !notice ? "" : notice.name === null ? t(`editor.remote.${notice.kind}BySchedule`) : t(`editor.remote.${notice.kind}`, { name: notice.name });
  return (
    <span role="status" className={styles.remoteSlot}>
      {notice && (
        <span className={styles.remoteNotice} data-testid="remote-change" data-kind={notice.kind} key={notice.serial}>
          <span className={styles.remoteText} title={text}>
            {text}
          </span>
          <button type="button" className={styles.remoteDismiss} onClick={dismiss} aria-label={t('editor.remote.dismiss')} data-testid="remote-change-dismiss">
            ×
          </button>
        </span>
      )}
    </span>
  );
});
