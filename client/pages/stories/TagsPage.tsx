/** Route stories-tags: every tag of the stories as a link to its articles, or 'No Tags'. */
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants';
import { SmartLink } from '../../links/SmartLink';
import { tagHref } from '../../../shared/routes/storyLinks';
import { StoryFilter } from './StoryFilter';
import * as styles from './Stories.module.css';
import { useArea } from '../../stores/context';
import { storyTopicsArea } from '../../stores/StoryTopicsStore';

const TagsPage = observer(function TagsPage() {
  const { t, i18n } = useTranslation();
  const topics = useArea(storyTopicsArea);
  const locale = i18n.language as Locale;
  return (
    <div className={styles.page} data-testid="tags-page">
      <StoryFilter title={t('stories.tagsTitle')} intro={t('stories.tagsIntro')} filter={false} onTags />
      <div className={styles.content}>
        {topics.tags.length === 0 ? (
          <p className={styles.empty} role="status">
            {t('stories.noTags')}
          </p>
        ) : (
          <ul className={styles.tagCloud} aria-busy={topics.loadingTags} aria-label={t('stories.tagsLabel')}>
            {topics.tags.map((tag) => (
              <li key={tag.id}>
                <SmartLink href={tagHref(locale, tag)} className={styles.tagPill} data-testid="tag-link">
                  <span aria-hidden="true">#</span>
                  {tag.name}
                </SmartLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
});

export default TagsPage;
