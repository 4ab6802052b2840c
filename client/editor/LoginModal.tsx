/**
 * The login modal of edit mode (SPEC §2, §4): shown when `?edit` finds no session and again when a
 * request answers 401 while editing. The page stays where it is; after the login, editing goes on
 * (a page that was hidden from the visitor, e.g. offline, is loaded again). Errors of the server
 * (wrong credentials, 429 too many attempts) are shown in the modal, in the page's language.
 */
import { observer } from 'mobx-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/errors';
import { useStore } from '../stores/context';
import { Dialog } from './ui/Dialog';
import { FormActions } from './ui/FormActions';
import { useOperations } from './useOperations';
import * as styles from './ui/ui.module.css';
import { areaOf } from '../stores/areas';
import { editorArea } from './EditorStore';

export const LoginModal = observer(function LoginModal({ onCancel }: { onCancel(): void }) {
  const { t } = useTranslation();
  const store = useStore();
  const ops = useOperations();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const expired = store.user.isLoggedIn || areaOf(store, editorArea).loginOpen;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await ops.login(username, password);
      if (store.ui.error) window.location.reload();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.errors?.non_field_errors?.join(' ') ?? failure.message) : t('editor.login.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('editor.login.title')} onClose={onCancel} size="small" testId="login-modal">
      <form onSubmit={submit} className={styles.fields}>
        <p>{expired ? t('editor.login.sessionExpired') : t('editor.login.intro')}</p>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-user`}>
            {t('editor.login.username')}
          </label>
          <input id={`${id}-user`} name="username" className={styles.input} autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} autoFocus />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-password`}>
            {t('editor.login.password')}
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            className={styles.input}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <FormActions
          error={error}
          errorTestId="login-error"
          cancelLabel={t('editor.login.cancel')}
          onCancel={onCancel}
          submitLabel={t('editor.login.submit')}
          submitTestId="login-submit"
          saving={busy}
        />
      </form>
    </Dialog>
  );
});
