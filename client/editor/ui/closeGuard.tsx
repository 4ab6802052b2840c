/**
 * The unsaved-changes question, the one component for it (issue 26 item 3, issue 44 item 7): while
 * what was typed differs from what is stored, closing (×, Escape, 'Abbrechen', the inline editor's
 * 'Verwerfen') asks first, 'Weiter bearbeiten' or 'Verwerfen', and leaving or reloading the page asks
 * too (unsaved.ts). Used by the module dialog, the inline editor, the link dialog and the image field.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveGuard } from '../unsaved';
import { ConfirmDialog } from './Dialog';

/** The question's words; the editor's own (`editor.unsaved.*`) unless given (the field widgets bring theirs). */
export interface GuardTexts {
  title: string;
  message: string;
  discard: string;
  keepEditing: string;
}

/** `requestClose` for every way out of the dialog; render `prompt` outside the guarded dialog's own element. */
export function useCloseGuard(dirty: boolean, close: () => void, texts?: GuardTexts): { requestClose(): void; prompt: ReactNode } {
  const { t } = useTranslation();
  const words = texts ?? { title: t('editor.unsaved.title'), message: t('editor.unsaved.message'), discard: t('editor.unsaved.discard'), keepEditing: t('editor.unsaved.keepEditing') };
  const [asking, setAsking] = useState(false);
  useLeaveGuard(dirty);
  const requestClose = () => (dirty ? setAsking(true) : close());
  const prompt = asking ? (
    <ConfirmDialog
      title={words.title}
      message={words.message}
      confirmLabel={words.discard}
      cancelLabel={words.keepEditing}
      onCancel={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        close();
      }}
    />
  ) : null;
  return { requestClose, prompt };
}
