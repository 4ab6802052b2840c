/**
 * The rich-text link dialog: an address (checked as the sanitizer checks hrefs), "Open new window"
 * (target _blank with rel noopener noreferrer), or a page, concert, story or person from the link
 * finder; remove for an existing link. A site address that leads nowhere is warned of under the
 * field (../checks/LinkCheckNote.tsx), never refused. An address or "Open new window" changed and not
 * applied is not dropped silently: ×, Escape and 'Abbrechen' ask first (ui/closeGuard.tsx).
 */
import { useEffect, useId, useState } from 'react';
import { Dialog } from '../finders/Dialog';
import { finderTexts, useWidgetTexts } from '../finders/i18n';
import { LinkSearch } from '../finders/LinkSearch';
import { LinkCheckNote } from '../checks/LinkCheckNote';
import * as finderStyles from '../finders/widgets.module.css';
import { cleanHref } from '../../../shared/modules/richText';
import { useCloseGuard } from '../ui/closeGuard';
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
  const [dirty, setDirty] = useState(false);
  const { requestClose, prompt } = useCloseGuard(open && dirty, onClose, {
    title: t('richText.unsaved.title'),
    message: t('richText.unsaved.message'),
    discard: t('richText.unsaved.discard'),
    keepEditing: t('richText.unsaved.keepEditing'),
  });
  return (
    <>
      <Dialog open={open} title={t('richText.linkTitle')} closeLabel={tf('close')} onClose={requestClose} testId="richtext-link-dialog">
        {open && <LinkForm initial={initial} onApply={onApply} onRemove={onRemove} onClose={requestClose} onDirty={setDirty} />}
      </Dialog>
      {prompt}
    </>
  );
}

function LinkForm({ initial, onApply, onRemove, onClose, onDirty }: Omit<LinkDialogProps, 'open'> & { onDirty(dirty: boolean): void }) {
  const { t } = useWidgetTexts(richTextTexts);
  const { t: tf } = useWidgetTexts(finderTexts);
  const [url, setUrl] = useState(initial?.url ?? '');
  const [newWindow, setNewWindow] = useState(initial?.newWindow ?? false);
  const [invalid, setInvalid] = useState(false);
  const urlId = useId();
  const dirty = url.trim() !== (initial?.url ?? '') || newWindow !== (initial?.newWindow ?? false);
  useEffect(() => {
    onDirty(dirty);
  }, [dirty, onDirty]);
  // closed (applied, removed or discarded): nothing is held any more
  useEffect(() => () => onDirty(false), [onDirty]);
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
          aria-describedby={invalid ? `${urlId}-error` : `${urlId}-check`}
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
      <LinkCheckNote url={url} id={`${urlId}-check`} />
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
