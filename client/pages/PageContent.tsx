/**
 * A content page's body by page type (default, with-header-image, hero, home): the page header,
 * then its sections. The searchable content is wrapped for the search indexer and ends with the
 * empty marker of SPEC §2. The page's first image loads eagerly: the header image when the page
 * type shows one, else the first image among the modules.
 */
import { observer } from 'mobx-react';
import { columnCount } from '../../shared/modules/container';
import type { Page } from '../../shared/contract/pages';
import { Picture } from '../media/Picture';
import { firstImageKey, ModulesProvider, type ModulesContextValue } from '../modules/context';
import { CopyrightButton } from '../modules/ModuleImage';
import { useStore } from '../stores/context';
import { EditableSections } from '../staff/EditableSections';
import { StaffEditLink } from '../staff/StaffEditLink';
import * as styles from './PageContent.module.css';

/** Page types whose header shows the page's header image. */
const IMAGE_HEADERS = new Set(['with-header-image', 'hero']);

function PageHeader({ page, title }: { page: Page; title: string }) {
  const image = IMAGE_HEADERS.has(page.page_type) ? page.header_image : null;
  if (page.page_type === 'with-header-image' && image) {
    return (
      <header className={`${styles.imageHeader} on-image`}>
        <Picture image={image} alias="large" priority alt="" className={styles.headerPicture} imgClassName={styles.headerImg} sizes="100vw" />
        <CopyrightButton image={image} />
        <div className={`${styles.imageHeaderText} text-scrim`}>
          <h1 className={styles.imageHeaderTitle}>{title}</h1>
        </div>
      </header>
    );
  }
  if (page.page_type === 'hero') {
    return (
      <header className={styles.hero}>
        <div>
          {page.headline && page.title !== page.headline && <p className={styles.heroPreline}>{page.title}</p>}
          <h1 className={styles.heroTitle}>{title}</h1>
          {page.meta_description && <p className={styles.heroLead}>{page.meta_description}</p>}
        </div>
        {image && (
          <div className={styles.heroMedia}>
            <Picture image={image} alias="horizontal" priority alt="" className={styles.heroPicture} imgClassName={styles.heroImg} sizes="(min-width: 64em) 50vw, 100vw" />
            <CopyrightButton image={image} />
          </div>
        )}
      </header>
    );
  }
  if (page.page_type === 'home') {
    // The home page's first module (a full teaser) is its visual opening; the h1 names the site for everyone.
    return (
      <header className={styles.homeHeader}>
        <h1 className={styles.homeTitle}>{title}</h1>
      </header>
    );
  }
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}

export const PageContent = observer(function PageContent({ page, title }: { page: Page; title: string }) {
  const { moduleData } = useStore();
  const headerHasImage = IMAGE_HEADERS.has(page.page_type) && !!page.header_image;
  const modules: ModulesContextValue = {
    priorityImage: headerHasImage ? null : firstImageKey(page.modules, columnCount),
    events: moduleData.events,
    now: moduleData.loadedAt,
  };
  return (
    <article className={styles.page} data-page-type={page.page_type}>
      <div data-search-index="">
        <PageHeader page={page} title={title} />
        <div className={styles.body}>
          <StaffEditLink href={page.settings_url} label="pageSettings" />
          <ModulesProvider value={modules}>
            <EditableSections owner={{ content_type: 'page', object_id: page.id }} sections={page.modules} readOnly={page.version_id !== null} />
          </ModulesProvider>
        </div>
      </div>
      <div data-search-index-end="" hidden />
    </article>
  );
});
