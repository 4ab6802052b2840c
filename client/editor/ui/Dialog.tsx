/**
 * The editor's modal dialog: a native <dialog> opened with showModal(), so the browser keeps focus
 * inside it and makes the page behind inert; Escape closes it (through onClose, so the owner decides);
 * labelled by its title; focus goes back to where it was when it closes.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ui.module.css';

interface DialogProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** wide dialogs hold the module forms; full ones a calendar */
  size?: 'small' | 'wide' | 'full';
  testId?: string;
}

export function Dialog({ title, onClose, children, size = 'wide', testId }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useTranslation();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnTo = document.activeElement as HTMLElement | null;
    dialog.showModal();
    // showModal() focuses the first control, the close button; the dialog's own start is better
    // (WCAG 2.4.3): the element marked data-autofocus ('Abbrechen' of a confirmation), else the first field
    dialog.querySelector<HTMLElement>(`[data-autofocus], :is(input:not([type=hidden]), select, textarea, [contenteditable=true]):not(:disabled)`)?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      returnTo?.focus?.();
    };
  }, []);

  return (
    <dialog ref={ref} className={`${styles.dialog} ${size === 'small' ? styles.small : size === 'full' ? styles.full : ''}`} aria-labelledby={titleId} data-testid={testId}>
      <div className={styles.dialogHead}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        <button type="button" className={styles.iconButton} onClick={() => close.current()} aria-label={t('editor.dialog.close')} data-testid="dialog-close">
          ×
        </button>
      </div>
      <div className={styles.dialogBody}>{children}</div>
    </dialog>
  );
}

/** A yes/no question before something is deleted or discarded. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onCancel} size="small" testId="confirm-dialog">
      <p>{message}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onCancel} data-autofocus="" data-testid="confirm-cancel">
          {cancelLabel ?? t('editor.dialog.cancel')}
        </button>
        <button type="button" className={styles.danger} onClick={onConfirm} data-testid="confirm">
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
