/** Previous / next pages of a finder's list, with "Page n of m". */
import { finderTexts, useWidgetTexts } from './i18n';
import * as styles from './widgets.module.css';

export function Pager({ page, count, pageSize, onPage }: { page: number; count: number; pageSize: number; onPage(page: number): void }) {
  const { t } = useWidgetTexts(finderTexts);
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pageOf', { page, pages })}>
      <button type="button" className={styles.button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </button>
      <span aria-live="polite">{t('pageOf', { page, pages })}</span>
      <button type="button" className={styles.button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}
