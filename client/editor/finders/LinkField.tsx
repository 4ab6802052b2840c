/**
 * Link target field (SPEC §2 link finder): an internal path or an external URL in `link_url`, and in
 * `link` the id of the page picked in the finder (null for other targets). The address can be typed
 * (an external URL or a path); "Find a link" opens the finder (pages, concerts, stories, persons).
 * Below, the current target as the back end resolves it (title and kind), or "External link", and a
 * warning when the site address leads nowhere (../checks/LinkCheckNote.tsx; the save goes ahead).
 */
import { useRef, useState } from 'react';
import type { ResolvedLink } from '../../../shared/contract/finders';
import { LinkCheckNote } from '../checks/LinkCheckNote';
import type { FieldWidgetProps } from '../fieldProps';
import { finderPaths, SEARCH_DEBOUNCE_MS, useLoad } from './api';
import { Dialog } from './Dialog';
import { finderTexts, useWidgetTexts } from './i18n';
import { LinkSearch } from './LinkSearch';
import * as styles from './widgets.module.css';

export interface LinkValue {
  link_url: string;
  link: number | null;
}

const isInternal = (url: string) => url.startsWith('/') || url.startsWith('#') || url.startsWith('?');

export default function LinkField({ id, label, value, onChange, required, invalid, describedBy }: FieldWidgetProps<LinkValue>) {
  const { t, locale } = useWidgetTexts(finderTexts);
  const [open, setOpen] = useState(false);
  const findButton = useRef<HTMLButtonElement>(null);
  const url = value.link_url.trim();
  const resolvePath = value.link || (url && isInternal(url)) ? finderPaths.resolveLink(locale, url, value.link) : null;
  const { data: resolved, loading } = useLoad<ResolvedLink>(resolvePath, SEARCH_DEBOUNCE_MS);
  const target = resolved?.target ?? null;

  const pick = (picked: NonNullable<ResolvedLink['target']>) => {
    onChange({ link_url: picked.url, link: picked.kind === 'page' ? picked.id : null });
    setOpen(false);
  };

  return (
    <div className={styles.field} data-testid="link-field">
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="url"
          value={value.link_url}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          maxLength={2048}
          placeholder="https://… /de/…"
          onChange={(event) => onChange({ link_url: event.target.value, link: null })}
        />
        <button ref={findButton} type="button" className={styles.button} onClick={() => setOpen(true)} aria-haspopup="dialog">
          {url ? t('link.change') : t('link.find')}
        </button>
        {url && (
          <button type="button" className={styles.button} onClick={() => onChange({ link_url: '', link: null })} aria-label={`${label}: ${t('remove')}`}>
            {t('remove')}
          </button>
        )}
      </div>
      <p className={styles.current} aria-live="polite" data-testid="link-current">
        {!url ? (
          <span className={styles.muted}>{t('link.none')}</span>
        ) : target && resolvePath ? (
          <>
            <span className={styles.badge}>{t(`link.kinds.${target.kind}`)}</span>
            <strong>{target.title}</strong>
            {!target.is_online && <span className={`${styles.badge} ${styles.offline}`}>{t('offline')}</span>}
          </>
        ) : loading ? (
          <span className={styles.muted}>{t('loading')}</span>
        ) : (
          <>
            <span className={styles.badge}>{isInternal(url) ? t('link.internal') : t('link.external')}</span>
            <span>{url}</span>
          </>
        )}
      </p>
      <LinkCheckNote url={url} />
      <Dialog open={open} title={t('link.dialogTitle')} closeLabel={t('close')} onClose={() => setOpen(false)} testId="link-finder">
        <LinkSearch onPick={pick} selectedUrl={url} />
      </Dialog>
    </div>
  );
}
