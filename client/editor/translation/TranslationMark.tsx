/**
 * The module bar's 'Übersetzung fehlt' badge: the module (or one of its entries) was copied and its
 * text is not all translated yet. A module's own mark has 'Erledigt' / 'Done' beside it (`onDone`):
 * the editor says it is translated (for a text the same in both languages, or one they checked).
 */
import type { ModuleNode } from '../../../shared/contract/pages';
import * as styles from './translation.module.css';
import { useTranslationTexts } from './texts';

export const needsTranslation = (node: ModuleNode): boolean => !!node.needs_translation || node.children.some(needsTranslation);

export function TranslationMark({ node, label, onDone }: { node: ModuleNode; label?: string; onDone?(): void }) {
  const { t } = useTranslationTexts();
  if (!needsTranslation(node)) return null;
  return (
    <>
      <span className={styles.mark} data-testid="needs-translation">
        {t('mark')}
      </span>
      {onDone && node.needs_translation && (
        <button type="button" className={styles.markDone} onClick={onDone} aria-label={`${t('markDone')}: ${label ?? ''}`} data-testid="translation-done">
          {t('markDoneShort')}
        </button>
      )}
    </>
  );
}
