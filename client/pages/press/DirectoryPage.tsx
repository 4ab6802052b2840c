/** Route press-slug-id: one press directory (a press kit) with its description and files. */
import { StaffEditLink } from '../../staff/StaffEditLink';
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants';
import { buildPath } from '../../../shared/routes';
import { SmartLink } from '../../links/SmartLink';
import { Picture } from '../../media/Picture';
import { CopyrightButton } from '../../modules/ModuleImage';
import * as textStyles from '../../modules/TextModule.module.css';
import { formatCalendarDate } from '../format';
import { FileList } from './FileList';
import * as styles from './Press.module.css';
import { useArea } from '../../stores/context';
import { pressArea } from '../../stores/PressStore';

const DirectoryPage = observer(function DirectoryPage() {
  const { t, i18n } = useTranslation();
  const press = useArea(pressArea);
  const locale = i18n.language as Locale;
  const directory = press.current;
  if (!directory) return null;
  return (
    <article className={styles.page} data-testid="press-detail">
      <div data-search-index="">
        <header className={styles.intro}>
          {directory.date && (
            <p className={styles.preline}>
              <time dateTime={directory.date}>{formatCalendarDate(directory.date, locale)}</time>
            </p>
          )}
          <h1 className={styles.title}>{directory.name}</h1>
          <StaffEditLink model="pressDirectory" id={directory.id} />
        </header>
        <div className={styles.detail}>
          <div>
            {directory.description && <div className={textStyles.text} dangerouslySetInnerHTML={{ __html: directory.description }} />}
            <h2 className={styles.filesTitle}>
              {t('press.files')} <span className={styles.count}>{t('press.fileCount', { count: directory.files.length })}</span>
            </h2>
            <FileList files={directory.files} />
          </div>
          {directory.image && (
            <div className={styles.detailMedia}>
              <Picture image={directory.image} alias="horizontal" priority alt={directory.image.alt} imgClassName={styles.directoryImg} sizes="(min-width: 64em) 40vw, 100vw" />
              <CopyrightButton image={directory.image} />
            </div>
          )}
        </div>
      </div>
      <div data-search-index-end="" hidden />
      <p className={styles.back}>
        <SmartLink href={buildPath('press', locale)} className={styles.backLink} end>
          ← {t('press.back')}
        </SmartLink>
      </p>
    </article>
  );
});

export default DirectoryPage;
