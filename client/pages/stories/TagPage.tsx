/** Route stories-tags-slug: the articles of one tag (found by the slug rule of SPEC §5), or 'No Articles'. */
import { StaffEditLink } from '../../staff/StaffEditLink';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RouteViewProps } from '../../routing/types';
import { tagFallbackLabel } from '../../../shared/breadcrumbs';
import { ArticleGrid } from './ArticleCard';
import { StoryFilter } from './StoryFilter';
import * as styles from './Stories.module.css';
import { useArea } from '../../stores/context';
import { storiesArea } from '../../stores/StoriesStore';

const TagPage = observer(function TagPage({ match }: RouteViewProps) {
  const { t } = useTranslation();
  const stories = useArea(storiesArea);
  const tag = stories.currentTag;
  // The tag's details failed to load (SPEC §8: null): a readable name from the slug.
  const name = tag?.name ?? tagFallbackLabel(match.params.slug ?? '', { tagNumber: (number) => t('breadcrumbs.tagNumber', { number }) });
  return (
    <div className={styles.page} data-testid="tag-page" data-tag={tag?.slug ?? ''}>
      <StoryFilter title={name} preline={t('stories.tagPreline')} intro={t('stories.count', { count: stories.tagArticles.length })} filter={false} />
      <div className={styles.content}>
        {tag && <StaffEditLink model="storyTag" id={tag.id} />}
        <ArticleGrid articles={stories.tagArticles} busy={stories.loadingArticles} label={t('stories.tagTitle', { tag: name })} headingLevel="h2" />
      </div>
    </div>
  );
});

export default TagPage;
