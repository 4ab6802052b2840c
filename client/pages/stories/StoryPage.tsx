/**
 * Route stories-slug-id: one story. Its header image runs under the transparent site header with
 * the title over it; then the teaser, the text, the tags and the story's content sections
 * (slug story-{id}). No breadcrumb bar here (SPEC §2).
 */
import { StaffEditLink } from '../../staff/StaffEditLink';
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
// First, in the order client/pages/PageContent.tsx imports them: the modules' CSS then has one
// order in every chunk (no mini-css-extract order conflict). The text styles are the text module's.
import { CopyrightButton } from '../../modules/ModuleImage';
import { ObjectSections } from '../ObjectSections';
import * as textStyles from '../../modules/TextModule.module.css';
import type { Locale } from '../../../shared/constants';
import { SmartLink } from '../../links/SmartLink';
import { Picture } from '../../media/Picture';
import { useArea, useStore } from '../../stores/context';
import { formatCalendarDate } from '../format';
import { categoryHref, tagHref } from '../../../shared/routes/storyLinks';
import * as styles from './Story.module.css';
import { storyArea } from '../../stores/StoryStore';
import { storyTopicsArea } from '../../stores/StoryTopicsStore';

const StoryPage = observer(function StoryPage() {
  const { t, i18n } = useTranslation();
  const { ui } = useStore();
  const story = useArea(storyArea);
  const topics = useArea(storyTopicsArea);
  const locale = i18n.language as Locale;
  const article = story.currentArticle;
  if (!article) return null;
  const categories = topics.categories.filter((c) => article.categories.includes(c.id));
  const tags = topics.tagsOf(article.tags);
  return (
    <article className={styles.story} data-testid="story">
      <div data-search-index="">
        <header className={`${styles.hero} on-image`} data-has-image={article.header_image ? '' : undefined}>
          {article.header_image && (
            <>
              <Picture image={article.header_image} alias="large" priority alt="" className={styles.heroPicture} imgClassName={styles.heroImg} sizes="100vw" />
              <CopyrightButton image={article.header_image} />
            </>
          )}
          <div className={article.header_image ? `${styles.heroText} text-scrim` : styles.heroText}>
            {categories.length > 0 && (
              <ul className={styles.categories} aria-label={t('stories.categoriesLabel')}>
                {categories.map((category) => (
                  <li key={category.id}>
                    <SmartLink href={categoryHref(locale, category)} className={styles.category}>
                      {category.name}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            )}
            <h1 className={styles.title}>{article.title}</h1>
            <StaffEditLink model="story" id={article.id} />
            <p className={styles.date}>
              <time dateTime={article.date}>{formatCalendarDate(article.date, locale)}</time>
            </p>
          </div>
        </header>
        <div className={styles.body}>
          {article.teaser && <p className={styles.lead}>{article.teaser}</p>}
          {article.text && <div className={`${textStyles.text} ${styles.text}`} dangerouslySetInnerHTML={{ __html: article.text }} />}
          {tags.length > 0 && (
            <ul className={styles.tags} aria-label={t('stories.tagsLabel')}>
              {tags.map((tag) => (
                <li key={tag.id}>
                  <SmartLink href={tagHref(locale, tag)} className={styles.tag}>
                    # {tag.name}
                  </SmartLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        {/* in edit mode also without sections: the editor creates the object's section */}
        {(story.sections.length > 0 || ui.editMode) && (
          <div className={styles.sections} data-testid="story-sections">
            <ObjectSections owner={{ content_type: 'story', object_id: article.id }} sections={story.sections} />
          </div>
        )}
      </div>
      <div data-search-index-end="" hidden />
      <p className={styles.back}>
        <SmartLink href={categoryHref(locale, null)} className={styles.backLink} end>
          ← {t('stories.backToStories')}
        </SmartLink>
      </p>
    </article>
  );
});

export default StoryPage;
