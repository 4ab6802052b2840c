/** Route stories-tags-slug: the articles of one tag (found by the slug rule of SPEC §5), or 'No Articles'. */
import { StaffEditLink } from '../../staff/StaffEditLink';
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import type { RouteViewProps } from '../../routing/types';
import { tagFallbackLabel } from '../../../shared/breadcrumbs';
import { ArticleGrid } from './ArticleCard';
import { StoryFilter } from './StoryFilter';
import * as styles from './Stories.module.css';
import { useArea } from '../../stores/context';
import { storiesArea } from '../../stores/StoriesStore';
import { useRef } from 'react';
import { pageHref } from '../../../shared/routes/pageHref';
import { tagHref } from '../../../shared/routes/storyLinks';
import { StoriesMore } from './StoriesMore';
import { ListFailed } from '../ListFailed';
import { useLoadAgain } from '../../routing/loadAgain';
import { loadTagArticles } from './tagLoader';

const TagPage = observer(function TagPage({ match }: RouteViewProps) {
  const { t } = useTranslation();
  const stories = useArea(storiesArea);
  const tag = stories.currentTag;
  const grid = useRef<HTMLDivElement>(null);
  const loadAgain = useLoadAgain(loadTagArticles, match);
  // The tag's details failed to load (SPEC §8: null): a readable name from the slug.
  const name = tag?.name ?? tagFallbackLabel(match.params.slug ?? '', { tagNumber: (number) => t('breadcrumbs.tagNumber', { number }) });
  return (
    <div className={styles.page} data-testid="tag-page" data-tag={tag?.slug ?? ''}>
      <StoryFilter title={name} preline={t('stories.tagPreline')} intro={t('stories.count', { count: stories.list.count })} filter={false} />
      <div className={styles.content}>
        {tag && <StaffEditLink model="storyTag" id={tag.id} />}
        {stories.loadFailed ? (
          <ListFailed onRetry={loadAgain} testId="tag-failed" />
        ) : (
          <>
            <div ref={grid}>
              <ArticleGrid articles={stories.list.items} busy={stories.loadingArticles} label={t('stories.tagTitle', { tag: name })} headingLevel="h2" />
            </div>
            <StoriesMore stories={stories} href={pageHref(tagHref(match.locale, { slug: tag?.slug ?? match.params.slug ?? '' }), stories.list.nextPage)} container={grid} />
          </>
        )}
      </div>
    </div>
  );
});

export default TagPage;
