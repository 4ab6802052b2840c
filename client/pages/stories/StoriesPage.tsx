/**
 * Route stories-category: the stories list (SPEC §2). The filter header, the highlights of the
 * filter (articles-teaser: highlighted first, then the newest), then the other stories.
 */
import { StaffEditLink } from '../../staff/StaffEditLink';
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import { ArticleCard, ArticleGrid } from './ArticleCard';
import { StoryFilter } from './StoryFilter';
import * as styles from './Stories.module.css';
import { useArea } from '../../stores/context';
import { storiesArea } from '../../stores/StoriesStore';
import { storyTopicsArea } from '../../stores/StoryTopicsStore';
import { useRef } from 'react';
import type { Locale } from '../../../shared/constants';
import { categoryHref } from '../../../shared/routes/storyLinks';
import { pageHref } from '../../../shared/routes/pageHref';
import { StoriesMore } from './StoriesMore';
import { ListFailed } from '../ListFailed';
import { useLoadAgain } from '../../routing/loadAgain';
import type { RouteViewProps } from '../../routing/types';
import { loadStoriesList } from './storiesLoader';

const StoriesPage = observer(function StoriesPage({ match }: RouteViewProps) {
  const { t, i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'de';
  const stories = useArea(storiesArea);
  const topics = useArea(storyTopicsArea);
  const category = topics.categories.find((c) => c.id === stories.category) ?? null;
  const [feature, ...highlights] = stories.highlights;
  // With highlights shown, the list holds the rest (and disappears when there is none).
  const rest = feature ? stories.moreArticles : stories.list.items;
  // the stories of the filter beyond the highlights (all pages, not only those loaded)
  const restCount = Math.max(0, stories.list.count - (feature ? highlights.length + 1 : 0));
  const grid = useRef<HTMLDivElement>(null);
  const listHref = categoryHref(locale, category);
  const loadAgain = useLoadAgain(loadStoriesList, match);
  return (
    <div className={styles.page} data-testid="stories-page" data-category={category?.slug ?? ''}>
      <StoryFilter title={category ? category.name : t('stories.title')} preline={category ? t('stories.title') : undefined} intro={t('stories.intro')} />
      <div className={styles.content} data-search-index="">
        {category && <StaffEditLink model="storyCategory" id={category.id} />}
        {stories.loadFailed && <ListFailed onRetry={loadAgain} testId="stories-failed" />}
        {!stories.loadFailed && feature && (
          <section className={styles.highlights} aria-labelledby="stories-highlights" aria-busy={stories.loadingHighlights}>
            <h2 id="stories-highlights" className={styles.sectionTitle}>
              {t('stories.highlights')}
            </h2>
            <div className={styles.highlightGrid}>
              <ArticleCard article={feature} feature priority headingLevel="h3" />
              {highlights.map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </div>
          </section>
        )}
        {!stories.loadFailed && (!feature || rest.length > 0) && (
        <section aria-labelledby="stories-more">
          <h2 id="stories-more" className={styles.sectionTitle}>
            {feature ? t('stories.more') : t('stories.title')}
            <span className={styles.count}>{t('stories.count', { count: restCount })}</span>
          </h2>
          <div ref={grid}>
            <ArticleGrid articles={rest} busy={stories.loadingArticles} />
          </div>
          <StoriesMore stories={stories} href={pageHref(listHref, stories.list.nextPage)} container={grid} />
        </section>
        )}
      </div>
      <div data-search-index-end="" hidden />
    </div>
  );
});

export default StoriesPage;
