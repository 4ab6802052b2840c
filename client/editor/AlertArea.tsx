/** The editor's alert (SPEC §4): "saved" or "failed", announced politely, gone after ALERT_MS. */
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import { useArea } from '../stores/context';
import { editorArea } from './EditorStore';
import * as styles from './ui/ui.module.css';

export const AlertArea = observer(function AlertArea() {
  const { t } = useTranslation();
  const { alert } = useArea(editorArea);
  return (
    <div className={styles.alertArea} role="status" aria-live="polite" aria-atomic="true" data-testid="editor-alert">
      {alert && (
        <span key={alert.serial} className={alert.kind === 'save' ? styles.alertSave : styles.alertError} data-kind={alert.kind}>
          {t(`editor.alerts.${alert.kind}`)}
          {alert.detail && ` ${alert.detail}`}
        </span>
      )}
    </div>
  );
});
