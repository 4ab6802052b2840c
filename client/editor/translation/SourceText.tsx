/**
 * The side-by-side view of the module dialog (issue 27): beside each text field of a module copied
 * from the other language, the source module's text of that field, in its language ('Deutsch:
 * Saisonstart'). The source is read once when the dialog opens (`translation_source` of the module).
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../../shared/constants';
import type { ModuleNode } from '../../../shared/contract/pages';
import type { FieldDef } from '../../../shared/modules/types';
import * as editorPaths from '../../../shared/api/editorPaths';
import { htmlToText } from '../../../shared/plainText';
import { storeEnv } from '../../stores/env';
import { useStore } from '../../stores/context';
import { otherLocale } from './api';
import * as styles from './translation.module.css';
import { useTranslationTexts } from './texts';

export interface TranslationSource {
  locale: Locale;
  data: Record<string, unknown>;
}

/** The source module's data, once read; null while there is none (not copied, deleted, not yet read). */
export function useTranslationSource(node: ModuleNode | undefined, locale: Locale): TranslationSource | null {
  const store = useStore();
  const [source, setSource] = useState<TranslationSource | null>(null);
  const model = node?.model;
  const sourceId = node?.translation_source;
  useEffect(() => {
    if (!model || !sourceId) return;
    const from = otherLocale(locale);
    let live = true;
    storeEnv(store)
      .api.get<ModuleNode>(editorPaths.moduleItem(from, model, sourceId))
      .then(
        (found) => live && setSource({ locale: from, data: found.data }),
        () => undefined, // the source is gone: the dialog works as without it
      );
    return () => {
      live = false;
    };
  }, [store, model, sourceId, locale]);
  return source;
}

const TEXT_KINDS = new Set(['text', 'textarea', 'richtext']);

/** Whether the field shows its source beside it. */
export const showsSource = (field: FieldDef, source: TranslationSource | null | undefined): source is TranslationSource => !!source && TEXT_KINDS.has(field.kind);

export function SourceText({ field, source, id }: { field: FieldDef; source: TranslationSource; id: string }) {
  const { t } = useTranslationTexts();
  const raw = source.data[field.name];
  const text = typeof raw === 'string' ? (field.kind === 'richtext' ? htmlToText(raw) : raw) : '';
  return (
    <div className={styles.source} id={id} data-testid={`source-${field.name}`}>
      <span className={styles.sourceLabel}>{t('sourceLabel', { language: t(`language_${source.locale}`) })}</span>{' '}
      <span lang={source.locale} className={styles.sourceText}>
        {text || t('sourceEmpty')}
      </span>
    </div>
  );
}
