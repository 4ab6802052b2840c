/**
 * The rich-text link dialog: an address (checked as the sanitizer checks hrefs), "Open new window"
 * (target _blank with rel noopener noreferrer), or a page, concert, story or person from the link
 * finder; remove for an existing link.
 */
import { useId, useState } from 'react';
import { Dialog } from '../finders/Dialog';
import { finderTexts, useWidgetTexts } from '../finders/i18n';
import { LinkSearch } from '../finders/LinkSearch';
import * as finderStyles from '../finders/widgets.module.css';
import { cleanHref } from '../../../shared/modules/richText';
import { richTextTexts } from './i18n';

export interface LinkDraft {
  url: string;
  newWindow: boolean;
}

interface LinkDialogProps {
  open: boolean;
  /** the link being edited, or null for a new one */
  initial: LinkDraft | null;
  onApply(link: LinkDraft): void;
  onRemove(): void;
  onClose(): void;
}

export function LinkDialog({ open, initial, onApply, onRemove, onClose }: LinkDialogProps) {
  const { t } = useWidgetTexts(richTextTexts);
  const { t: tf } = useWidgetTexts(finderTexts);
  return (
    <Dialog open={open} title={t('richText.linkTitle')} closeLabel={tf('close')} onClose={onClose} testId="richtext-link-dialog">
      {open && <LinkForm initial={initial} onApply={onApply} onRemove={onRemove} onClose={onClose} />}
    </Dialog>
  );
}

function LinkForm({ initial, onApply, onRemove, onClose }: Omit<LinkDialogProps, 'open'>) {
  const { t } = useWidgetTexts(richTextTexts);
  const { t: tf } = useWidgetTexts(finderTexts);
  const [url, setUrl] = useState(initial?.url ?? '');
  const [newWindow, setNewWindow] = useState(initial?.newWindow ?? false);
  const [invalid, setInvalid] = useState(false);
  const urlId = useId();
  const apply = () => {
    const clean = cleanHref(url);
    if (!clean) {
      setInvalid(true);
      return;
    }
    onApply({ url: clean, newWindow });
  };
  return (
    <>
      <label className={finderStyles.label} htmlFor={urlId}>
        {t('richText.url')}
        <input
          id={urlId}
          className={finderStyles.input}
          type="text"
          inputMode="url"
          value={url}
          maxLength={2048}
          data-autofocus
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${urlId}-error` : undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
        />
      </label>
      {invalid && (
        <p id={`${urlId}-error`} className={finderStyles.error} role="alert">
          {t('richText.invalidUrl')}
        </p>
      )}
      <label className={finderStyles.checkbox}>
        <input type="checkbox" checked={newWindow} onChange={(event) => setNewWindow(event.target.checked)} />
        {t('richText.openNewWindow')}
      </label>
      <div className={finderStyles.row}>
        <button type="button" className={finderStyles.primary} onClick={apply}>
          {t('richText.apply')}
        </button>
        {initial && (
          <button type="button" className={finderStyles.button} onClick={onRemove}>
            {t('richText.removeLink')}
          </button>
        )}
        <button type="button" className={finderStyles.button} onClick={onClose}>
          {tf('cancel')}
        </button>
      </div>
      <details>
        <summary>{t('richText.orFind')}</summary>
        <LinkSearch
          onPick={(target) => {
            setUrl(target.url);
            setInvalid(false);
          }}
          selectedUrl={url}
        />
      </details>
    </>
  );
}
