import { useTranslation } from 'react-i18next';
import type { ContainerSection } from '../../shared/contract/pages';
import styles from './pages.module.css';

/** The page's container sections, listed simply; later issues render each content module. */
export function PageSections({ sections }: { sections: ContainerSection[] }) {
  const { t } = useTranslation();
  if (sections.length === 0) return null;
  return (
    <div className={styles.sections} aria-label={t('page.sections')}>
      {sections.map((section) => (
        <section key={section.id} id={section.slug || undefined} className={styles.section}>
          <h2 className={styles.sectionTitle}>{t('page.section', { slug: section.slug || section.id })}</h2>
          <p className={styles.sectionMeta}>{t('page.modules', { count: section.modules.length })}</p>
          {section.modules.length > 0 && (
            <ul className={styles.modules}>
              {section.modules.map((module) => (
                <li key={module.id}>{module.model}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
