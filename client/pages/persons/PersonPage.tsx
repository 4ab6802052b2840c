/** Route persons-slug-id: a person or ensemble with portrait, positions, instrument, biography, their coming concerts and content sections. */
import { StaffEditLink } from '../../staff/StaffEditLink';
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
// First, in the order client/pages/PageContent.tsx imports them: the modules' CSS then has one
// order in every chunk (no mini-css-extract order conflict). The text styles are the text module's.
import { CopyrightButton } from '../../modules/ModuleImage';
import { ObjectSections } from '../ObjectSections';
import * as textStyles from '../../modules/TextModule.module.css';
import { buildPath } from '../../../shared/routes';
import type { Locale } from '../../../shared/constants';
import { SmartLink } from '../../links/SmartLink';
import { Picture } from '../../media/Picture';
import { personFilterQuery } from '../../stores/personFilter';
import { personArea } from '../../stores/PersonStore';
import { useArea, useStore } from '../../stores/context';
import * as styles from './Person.module.css';
import { EventRow } from '../../modules/EventList';
import * as listStyles from '../../modules/EventList.module.css';

const PersonPage = observer(function PersonPage() {
  const { t, i18n } = useTranslation();
  const { ui } = useStore();
  const persons = useArea(personArea);
  const locale = i18n.language as Locale;
  const person = persons.current;
  if (!person) return null;
  const list = buildPath('persons', locale);
  return (
    <article className={styles.person} data-testid="person">
      <div className={styles.top} data-search-index="">
        <div className={styles.portrait}>
          {person.image && (
            <>
              <Picture image={person.image} alias={person.is_ensemble ? 'horizontal' : 'vertical'} priority alt={person.image.alt || person.name} imgClassName={styles.portraitImg} sizes="(min-width: 30em) 30rem, 100vw" />
              <CopyrightButton image={person.image} />
            </>
          )}
        </div>
        <div className={styles.facts}>
          {person.categories.length > 0 && (
            <ul className={styles.sectionsList} aria-label={t('persons.section')}>
              {person.categories.map((category) => (
                <li key={category.id}>
                  <SmartLink href={`${list}?${personFilterQuery({ categories: [category.slug], ensemble: null })}`} className={styles.sectionLink}>
                    {category.name}
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
          <h1 className={styles.name}>{person.name}</h1>
          <StaffEditLink model="person" id={person.id} />
          <dl className={styles.details}>
            {person.positions.length > 0 && (
              <div>
                <dt>{t('persons.positions')}</dt>
                <dd>
                  {person.positions.map((position) => (
                    <span key={position} className={styles.position}>
                      {position}
                    </span>
                  ))}
                </dd>
              </div>
            )}
            {(person.instrument || person.is_ensemble) && (
              <div>
                <dt>{t('persons.instrument')}</dt>
                <dd>{person.is_ensemble ? t('persons.ensemble') : person.instrument}</dd>
              </div>
            )}
          </dl>
          {person.biography && (
            <section className={styles.biography} aria-labelledby="biography">
              <h2 id="biography" className={styles.biographyTitle}>
                {t('persons.biography')}
              </h2>
              <div className={textStyles.text} dangerouslySetInnerHTML={{ __html: person.biography }} />
            </section>
          )}
        </div>
      </div>
      {persons.concerts.length > 0 && (
        <section className={styles.concerts} aria-labelledby="person-concerts" data-testid="person-concerts">
          <h2 id="person-concerts" className={styles.concertsTitle}>
            {t('persons.upcoming')}
          </h2>
          <ul className={listStyles.rows}>
            {persons.concerts.map((event) => (
              <EventRow key={event.id} event={event} locale={locale} now={persons.concertsLoadedAt} />
            ))}
          </ul>
          {persons.concertCount > persons.concerts.length && (
            <p className={styles.allConcerts}>
              <SmartLink href={buildPath('events', locale)} className={styles.backLink}>
                {t('persons.allConcerts')}
              </SmartLink>
            </p>
          )}
        </section>
      )}
      {/* in edit mode also without sections: the editor creates the object's section */}
      {(persons.sections.length > 0 || ui.editMode) && (
        <div className={styles.sections} data-testid="person-sections">
          <ObjectSections owner={{ content_type: 'person', object_id: person.id }} sections={persons.sections} />
        </div>
      )}
      <div data-search-index-end="" hidden />
      <p className={styles.back}>
        <SmartLink href={list} className={styles.backLink} end>
          ← {t('persons.back')}
        </SmartLink>
      </p>
    </article>
  );
});

export default PersonPage;
