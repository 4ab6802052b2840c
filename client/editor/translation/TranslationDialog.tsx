/**
 * The translation dialog (issue 27, docs/editor.md "Translation"): 'Aus Englisch übernehmen' /
 * 'Copy from German' copies the other language's sections and modules into this one as its draft
 * (asking first when this language has content), and the list of what needs translating across the
 * site: pages, concerts, stories and persons missing in a language, with modules still marked, or
 * with modules older than their source. Each entry opens that page in the editor.
 */
import { observer } from 'mobx-react';
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../../../shared/constants';
import type { Page } from '../../../shared/contract/pages';
import type { TranslationItem } from '../../../shared/contract/translation';
import { ApiError } from '../../../shared/api/errors';
import { useStore } from '../../stores/context';
import { areaOf } from '../../stores/areas';
import { editorArea } from '../EditorStore';
import type { DraftOwner } from '../operations';
import { ownerKey } from '../owner';
import { ConfirmDialog, Dialog } from '../ui/Dialog';
import * as ui from '../ui/ui.module.css';
import { createVersion } from '../pages/api';
import { openInEditor } from '../pages/NewPageDialog';
import { PageForm } from '../pages/PageForm';
import { usePageTexts } from '../pages/texts';
import { copyTranslation, otherLocale, translationStatus } from './api';
import * as styles from './translation.module.css';
import { useTranslationTexts } from './texts';

export function TranslationList({ items }: { items: readonly TranslationItem[] }) {
  const { t } = useTranslationTexts();
  return (
    <ul className={styles.list} data-testid="translation-list">
      {items.map((item) => {
        const url = item.urls[item.locale];
        const notes = [
          item.missing ? t('missing') : '',
          item.needs_translation ? t('marked', { count: item.needs_translation }) : '',
          item.outdated ? t('outdated', { count: item.outdated }) : '',
          url ? '' : t(item.content_type === 'shared' ? 'notPlaced' : 'noAddress'),
        ].filter(Boolean);
        return (
          <li key={`${item.content_type}-${item.object_id}-${item.locale}`} data-testid="translation-item" data-owner={`${item.content_type}-${item.object_id}`} data-locale={item.locale}>
            <span className={styles.kind}>{t(`type_${item.content_type}`)}</span>
            {url ? <a href={`${url}?edit`}>{item.title}</a> : <span>{item.title}</span>}
            <span>
              {t(`in_${item.locale}`)}: {notes.join(' · ')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** 'Englische Fassung anlegen' / 'Create the English version': title and slug suggested, a draft until published in that language. */
function NewVersion({ page, to, onClose }: { page: Page; to: Locale; onClose(): void }) {
  const { t: pt, locale } = usePageTexts();
  const store = useStore();
  return (
    <section className={styles.copy} aria-labelledby="new-version-title" data-testid="new-version">
      <h3 id="new-version-title" className={styles.listTitle}>
        {pt(`versionTitle_${to}`)}
      </h3>
      <p>{pt('versionIntro', { language: pt(`language_${to}`) })}</p>
      <PageForm
        to={to}
        initialTitle={page.title}
        version={{ pageId: page.id }}
        submitLabel={pt(`createVersion_${to}`)}
        onCancel={onClose}
        onSubmit={async (values) => {
          const created = await createVersion(store, locale, page.id, { to, title: values.title, slug: values.slug, copy: values.copy });
          openInEditor(created.url);
        }}
      />
    </section>
  );
}

export const TranslationDialog = observer(function TranslationDialog({ owner, onClose }: { owner: DraftOwner | null; onClose(): void }) {
  const { t, locale } = useTranslationTexts();
  const store = useStore();
  const editor = areaOf(store, editorArea);
  const from = otherLocale(locale);
  const [items, setItems] = useState<TranslationItem[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);

  const load = useCallback(() => {
    setLoadFailed(false);
    translationStatus(store, locale).then(setItems, () => setLoadFailed(true));
  }, [store, locale]);
  useEffect(load, [load]);

  const hasContent = !!owner && (editor.sectionsOf(ownerKey(owner)) ?? []).some((s) => s.modules.length > 0);

  async function run(replace: boolean) {
    if (!owner) return;
    setAsking(false);
    setBusy(true);
    setMessage(null);
    try {
      const result = await copyTranslation(store, locale, owner, replace);
      setMessage({ text: t('copied', { count: result.copied }), error: false });
      load();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setAsking(true);
      else setMessage({ text: error instanceof ApiError ? (error.errors?.from?.[0] ?? error.message) : String(error), error: true });
    } finally {
      setBusy(false);
    }
  }

  const language = t(`language_${from}`);
  // a page without a version in the other language: that version is made first (issue 45 item 3);
  // there is nothing to copy from until then
  const page = store.page.current;
  const versionMissing = owner?.content_type === 'page' && !!page && page.id === owner.object_id && !page.urls[from];
  return (
    <Dialog title={t('title')} onClose={onClose} testId="translation-dialog">
      {versionMissing && page && <NewVersion page={page} to={from} onClose={onClose} />}
      {owner && !versionMissing && (
        <div className={styles.copy}>
          <p>{t('copyIntro', { language })}</p>
          <button type="button" className={ui.secondary} disabled={busy} onClick={() => (hasContent ? setAsking(true) : void run(false))} data-testid="copy-translation">
            {t(`copyFrom_${from}`)}
          </button>
          <p role="status" className={message?.error ? styles.error : undefined} data-testid="translation-message">
            {message?.text}
          </p>
        </div>
      )}
      <h3 className={styles.listTitle}>{t('listTitle')}</h3>
      {loadFailed ? (
        <p className={styles.error} role="alert">
          {t('loadFailed')}
        </p>
      ) : items === null ? (
        <p>{t('loading')}</p>
      ) : items.length === 0 ? (
        <p data-testid="translation-list-empty">{t('listEmpty')}</p>
      ) : (
        <TranslationList items={items} />
      )}
      {asking && <ConfirmDialog title={t('replaceTitle')} message={t('replaceMessage', { language })} confirmLabel={t('replace')} onConfirm={() => void run(true)} onCancel={() => setAsking(false)} />}
    </Dialog>
  );
});
