/**
 * The link finder's search (SPEC §2): pages, concerts, stories and persons by title, optionally of
 * one kind; a click (or Enter) on a result picks it. Used by the link field and the rich-text link dialog.
 */
import { useId, useState } from 'react';
import { LINK_TARGET_KINDS, type LinkTarget, type LinkTargetKind } from '../../../shared/contract/finders';
import { finderPaths, SEARCH_DEBOUNCE_MS, useLoad } from './api';
import { finderTexts, useWidgetTexts } from './i18n';
import { formatDate } from './format';
import * as styles from './widgets.module.css';

export function LinkSearch({ onPick, selectedUrl }: { onPick(target: LinkTarget): void; selectedUrl?: string }) {
  const { t, locale } = useWidgetTexts(finderTexts);
  const [text, setText] = useState('');
  const [kind, setKind] = useState<LinkTargetKind | ''>('');
  const searchId = useId();
  const kindId = useId();
  const { data, loading, error } = useLoad<LinkTarget[]>(finderPaths.links(locale, text, kind || undefined), SEARCH_DEBOUNCE_MS);
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <label className={styles.label} htmlFor={searchId} style={{ flex: '1 1 14rem' }}>
          {t('searchLabel')}
          <input id={searchId} className={styles.input} type="search" value={text} onChange={(event) => setText(event.target.value)} data-autofocus maxLength={200} />
        </label>
        <label className={styles.label} htmlFor={kindId}>
          {t('link.kindFilter')}
          <select id={kindId} className={styles.input} value={kind} onChange={(event) => setKind(event.target.value as LinkTargetKind | '')}>
            <option value="">{t('link.allKinds')}</option>
            {LINK_TARGET_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`link.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className={styles.status} role="status">
        {loading ? t('loading') : error ? <span className={styles.error}>{t('loadFailed')}</span> : data && data.length === 0 ? t('noResults') : ''}
      </p>
      {data && data.length > 0 && (
        <ul className={styles.results} data-testid="link-results">
          {data.map((target) => (
            <li key={`${target.kind}-${target.id}`}>
              <button type="button" className={styles.result} onClick={() => onPick(target)} aria-pressed={target.url === selectedUrl}>
                <span className={styles.resultTitle}>{target.title}</span>
                <span>
                  <span className={styles.badge}>{t(`link.kinds.${target.kind}`)}</span>{' '}
                  {!target.is_online && <span className={`${styles.badge} ${styles.offline}`}>{t('offline')}</span>}
                </span>
                <span className={styles.resultDetail}>
                  {[target.date ? formatDate(target.date, locale, target.kind === 'event') : '', target.detail, target.url].filter(Boolean).join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
