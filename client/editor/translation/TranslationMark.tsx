/** The module bar's 'Übersetzung fehlt' badge: the module (or one of its entries) was copied and not edited since. */
import type { ModuleNode } from '../../../shared/contract/pages';
import * as styles from './translation.module.css';
import { useTranslationTexts } from './texts';

export const needsTranslation = (node: ModuleNode): boolean => !!node.needs_translation || node.children.some(needsTranslation);

export function TranslationMark({ node }: { node: ModuleNode }) {
  const { t } = useTranslationTexts();
  if (!needsTranslation(node)) return null;
  return (
    <span className={styles.mark} data-testid="needs-translation">
      {t('mark')}
    </span>
  );
}
