/** The toolbar's 'Übersetzung' button and the dialog it opens (TranslationDialog). */
import { useState } from 'react';
import type { DraftOwner } from '../operations';
import * as ui from '../ui/ui.module.css';
import { TranslationDialog } from './TranslationDialog';
import { useTranslationTexts } from './texts';

export function TranslationButton({ owner, disabled }: { owner: DraftOwner | null; disabled?: boolean }) {
  const { t } = useTranslationTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={ui.toolbarButton} aria-haspopup="dialog" disabled={disabled} onClick={() => setOpen(true)} data-testid="translation-open">
        {t('button')}
      </button>
      {open && <TranslationDialog owner={owner} onClose={() => setOpen(false)} />}
    </>
  );
}
