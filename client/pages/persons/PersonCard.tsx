/** One person or ensemble in the list: portrait, name (the link), positions and instrument. */
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants';
import type { PersonListItem } from '../../../shared/contract/persons';
import { SmartLink } from '../../links/SmartLink';
import { Picture } from '../../media/Picture';
import * as styles from './Persons.module.css';

export function PersonCard({ person, priority = false }: { person: PersonListItem; priority?: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const href = person.url?.[locale] ?? `/${locale}/${locale === 'de' ? 'orchester' : 'orchestra'}/${person.slug}/${person.id}`;
  const initials = person.name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .slice(0, 2)
    .join('');
  return (
    <article className={styles.card} data-testid="person-card" data-ensemble={person.is_ensemble ? '' : undefined}>
      <div className={styles.portrait}>
        {person.image ? (
          <Picture image={person.image} alias={person.is_ensemble ? 'horizontal' : 'vertical'} alt="" priority={priority} imgClassName={styles.portraitImg} sizes="(min-width: 100em) 13rem, (min-width: 80em) 20vw, (min-width: 64em) 25vw, (min-width: 40em) 33vw, 50vw" />
        ) : (
          <span className={styles.initials} aria-hidden="true">
            {initials}
          </span>
        )}
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.name}>
          <SmartLink href={href} className={styles.cardLink}>
            {person.name}
          </SmartLink>
        </h3>
        {person.positions.length > 0 && <p className={styles.positions}>{person.positions.join(' · ')}</p>}
        {person.is_ensemble ? <p className={styles.instrument}>{t('persons.ensemble')}</p> : person.instrument && <p className={styles.instrument}>{person.instrument}</p>}
      </div>
    </article>
  );
}
