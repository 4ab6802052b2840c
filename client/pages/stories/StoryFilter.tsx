/**
 * The stories' filter header (SPEC §2): the title band with the category filter (all, then the
 * categories in their order) and the link to the tag overview. The current category is marked
 * with aria-current; every choice is a link, so the filter lives in the URL.
 */
import { observer } from 'mobx-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../links/RouterLink';
import type { Locale } from '../../../shared/constants';
import { categoryHref, tagsHref } from '../../../shared/routes/storyLinks';
import * as styles from './Stories.module.css';
import { useArea } from '../../stores/context';
import { storiesArea } from '../../stores/StoriesStore';
import { storyTopicsArea } from '../../stores/StoryTopicsStore';

export interface StoryFilterProps {
  title: string;
  preline?: string;
  intro?: ReactNode;
  /** show the category filter (the list), or only the band (tags) */
  filter?: boolean;
  /** the band's tag-overview link is the current page */
  onTags?: boolean;
}

export const StoryFilter = observer(function StoryFilter({ title, preline, intro, filter = true, onTags = false }: StoryFilterProps) {
  const { t, i18n } = useTranslation();
  const stories = useArea(storiesArea);
  const topics = useArea(storyTopicsArea);
  const locale = i18n.language as Locale;
  const current = filter ? stories.category : undefined;
  const choices = [{ id: null as number | null, name: t('stories.all'), href: categoryHref(locale, null) }].concat(
    topics.categories.map((category) => ({ id: category.id as number | null, name: category.name, href: categoryHref(locale, category) })),
  );
  return (
    <header className={styles.band} data-testid="stories-filter">
      <div className={styles.bandInner}>
        {preline && <p className={styles.preline}>{preline}</p>}
        <h1 className={styles.bandTitle}>{title}</h1>
        {intro && <p className={styles.bandIntro}>{intro}</p>}
        {/* phones: the tag overview link sits here, the tab row has no room for it */}
        {!onTags && (
          <p className={styles.bandTags}>
            <RouterLink to={tagsHref(locale)} className={styles.bandTagsLink}>
              # {t('stories.allTags')}
            </RouterLink>
          </p>
        )}
        <nav className={styles.filter} aria-label={t('stories.filterLabel')}>
          <ul className={styles.filterList}>
            {choices.map((choice) => {
              const active = filter && current === choice.id;
              return (
                <li key={choice.id ?? 'all'}>
                  <RouterLink to={choice.href} className={styles.filterLink} aria-current={active ? 'page' : undefined} data-category={choice.id ?? 'all'}>
                    {choice.name}
                  </RouterLink>
                </li>
              );
            })}
            <li className={styles.filterTags}>
              <RouterLink to={tagsHref(locale)} className={styles.filterLink} aria-current={onTags ? 'page' : undefined}>
                # {t('stories.allTags')}
              </RouterLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
});
