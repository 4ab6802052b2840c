/**
 * The foot of an editor form: its error line (an alert), then a secondary button (Abbrechen,
 * Schließen, Zurückgeben) and the form's submit button, right-aligned. The dialogs' own markup
 * before this component, unchanged: the tests find these elements by their data-testids.
 */
import * as styles from './ui.module.css';

/**
 * The form's error as an alert line. `live`: the line is there while empty too, so a screen reader
 * already knows the region and announces its first message; otherwise it appears with the error.
 */
export function FormError({ error, live = false, testId }: { error: string; live?: boolean; testId?: string }) {
  if (!error && !live) return null;
  return (
    <p className={styles.formError} role="alert" data-testid={testId}>
      {error}
    </p>
  );
}

interface FormActionsProps {
  /** the form's error; '' shows none */
  error: string;
  /** keep the empty error line in the page (see FormError) */
  errorLive?: boolean;
  errorTestId?: string;
  /** the secondary button's label and action (a plain button: it never submits) */
  cancelLabel: string;
  onCancel(): void;
  cancelDisabled?: boolean;
  cancelTestId?: string;
  submitLabel: string;
  submitTestId?: string;
  /** while saving the submit button is disabled and, given `savingLabel`, says so */
  saving?: boolean;
  savingLabel?: string;
  /** disabled for another reason than saving (what it decides on has not loaded) */
  submitDisabled?: boolean;
}

export function FormActions({
  error,
  errorLive,
  errorTestId,
  cancelLabel,
  onCancel,
  cancelDisabled,
  cancelTestId,
  submitLabel,
  submitTestId,
  saving = false,
  savingLabel,
  submitDisabled = false,
}: FormActionsProps) {
  return (
    <>
      <FormError error={error} live={errorLive} testId={errorTestId} />
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} disabled={cancelDisabled} onClick={onCancel} data-testid={cancelTestId}>
          {cancelLabel}
        </button>
        <button type="submit" className={styles.primary} disabled={saving || submitDisabled} data-testid={submitTestId}>
          {saving && savingLabel ? savingLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
