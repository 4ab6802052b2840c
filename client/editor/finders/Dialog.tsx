/**
 * The finders' and the link editor's dialog: a native modal <dialog> (top layer, the page behind it
 * inert) in a portal on <body>, so it never nests inside the edit form that opened it (no <form>
 * inside a <form>, no submit of the module form). Labelled by its heading; Tab stays inside; Escape
 * closes it without closing the edit modal behind it; focus returns to where it was.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './widgets.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** label of the close button */
  closeLabel: string;
  /** wide dialogs hold grids (the media library) */
  wide?: boolean;
  testId?: string;
}

export function Dialog({ open, title, onClose, children, closeLabel, wide, testId }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    returnTo.current = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const target = returnTo.current;
      // after React has finished removing the dialog, so the focus is not lost again
      requestAnimationFrame(() => target?.isConnected && target.focus());
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // handled here only: an edit modal behind must neither close nor move the focus
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    event.stopPropagation();
    const focusables = Array.from(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter((el) => el.offsetParent !== null || el === document.activeElement);
    if (!focusables.length) return;
    const index = focusables.indexOf(document.activeElement as HTMLElement);
    const next = event.shiftKey ? (index <= 0 ? focusables.length - 1 : index - 1) : index === focusables.length - 1 ? 0 : index + 1;
    event.preventDefault();
    focusables[next].focus();
  };

  return createPortal(
    <dialog
      ref={ref}
      className={`${styles.dialog} ${wide ? styles.dialogWide : ''}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      data-testid={testId}
    >
      <div className={styles.dialogHeader}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        <button type="button" className={styles.iconButton} onClick={onClose} aria-label={closeLabel} title={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.dialogBody}>{children}</div>
    </dialog>,
    document.body,
  );
}
