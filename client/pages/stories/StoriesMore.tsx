/** "Load more" under a stories grid (the list's or a tag's), with the stories area's labels. */
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Instance } from 'mobx-state-tree';
import { LoadMore } from '../LoadMore';
import type { StoriesStore } from '../../stores/StoriesStore';

export function StoriesMore({ stories, href, container }: { stories: Instance<typeof StoriesStore>; href: string; container: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation();
  const labels = { more: t('stories.loadMore'), loading: t('stories.loading'), error: t('stories.error'), retry: t('stories.retry') };
  return <LoadMore list={stories.list} href={href} container={container} linkSelector='[data-testid="article-card"] a' labels={labels} testId="stories-more" />;
}
