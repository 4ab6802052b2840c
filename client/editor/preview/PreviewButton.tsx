/** The toolbar's 'Vorschau' button and the device preview it opens (DevicePreview). */
import { useState } from 'react';
import * as ui from '../ui/ui.module.css';
import { DevicePreview } from './DevicePreview';
import { usePreviewTexts } from './texts';

export function PreviewButton() {
  const { t } = usePreviewTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={ui.toolbarButton} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="preview-open">
        {t('button')}
      </button>
      {open && <DevicePreview onClose={() => setOpen(false)} />}
    </>
  );
}
