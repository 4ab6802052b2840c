/**
 * One story in a list: picture, categories, date, title (the link; the whole card is clickable
 * through it), teaser. `feature` is the large first highlight.
 */
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/constants';
import type { ArticleListItem } from '../../../shared/contract/stories';
import { SmartLink } from '../../links/SmartLink';
import { Picture } from '../../media/Picture';
import { formatCalendarDate } from '../format';
import * as styles from './Stories.module.css';
import { useArea } from '../../stores/context';
import { storyTopicsArea } from '../../stores/StoryTopicsStore';

export interface ArticleCardProps {
  article: ArticleListItem;
  feature?: boolean;
  /** the page's first image: loads eagerly */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export const ArticleCard = observer(function ArticleCard({ article, feature = false, priority = false, headingLevel = 'h3' }: ArticleCardProps) {
  const { t, i18n } = useTranslation();
  const topics = useArea(storyTopicsArea);
  const locale = i18n.language as Locale;
  const Heading = headingLevel;
  const categories = topics.categoryNames(article.categories);
  const href = article.url?.[locale] ?? `/${locale}/stories/${article.slug}/${article.id}`;
  return (
    <article className={styles.card} data-feature={feature ? '' : undefined} data-testid="article-card">
      <div className={styles.cardMedia}>
        {article.header_image ? (
          <Picture
            image={article.header_image}
            alias="horizontal"
            alt=""
            priority={priority}
            imgClassName={styles.cardImg}
            sizes={feature ? '(min-width: 64em) 65vw, 100vw' : '(min-width: 64em) 33vw, (min-width: 40em) 50vw, 100vw'}
          />
        ) : (
          <div className={styles.cardPlaceholder} aria-hidden="true" />
        )}
        {article.is_highlight && <span className={styles.badge}>{t('stories.highlight')}</span>}
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardMeta}>
          {categories.length > 0 && <span className={styles.cardCategory}>{categories.join(' · ')}</span>}
          <time dateTime={article.date}>{formatCalendarDate(article.date, locale)}</time>
        </p>
        <Heading className={styles.cardTitle}>
          <SmartLink href={href} className={styles.cardLink}>
            {article.title}
          </SmartLink>
        </Heading>
        {article.teaser && <p className={styles.cardTeaser}>{article.teaser}</p>}
      </div>
    </article>
  );
});

/** A grid of story cards, or 'No Articles'. */
/** `headingLevel`: the cards' heading under the page's headings (h2 right under the h1, h3 under a section's h2). */
export function ArticleGrid({ articles, busy, label, headingLevel = 'h3' }: { articles: readonly ArticleListItem[]; busy: boolean; label?: string; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  if (articles.length === 0 && !busy) {
    return (
      <p className={styles.empty} role="status">
        {t('stories.noArticles')}
      </p>
    );
  }
  return (
    <ul className={styles.grid} aria-busy={busy} aria-label={label}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
