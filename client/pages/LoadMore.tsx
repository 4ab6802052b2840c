/**
 * "Load more" of a paged list (./../stores/pagedList.ts). A real link to the next page's address
 * (`?page=N`), so crawlers and visitors without script reach every page; with script the click
 * appends the next page in place and moves the focus to the first entry it added. A failed page
 * shows an error with a retry.
 */
import { observer } from 'mobx-react';
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import * as styles from './LoadMore.module.css';

interface PagedListLike {
  hasNext: boolean;
  loading: boolean;
  listError: number | null;
  items: readonly unknown[];
  loadMore(): Promise<boolean>;
  retry(): Promise<boolean>;
}

export interface LoadMoreProps {
  list: PagedListLike;
  /** the address of the next page */
  href: string;
  /** the entries' links, in order, inside `container`: the first new one gets the focus */
  container: RefObject<HTMLElement | null>;
  linkSelector: string;
  labels: { more: string; loading: string; error: string; retry: string };
  testId?: string;
}

export const LoadMore = observer(function LoadMore({ list, href, container, linkSelector, labels, testId = 'load-more' }: LoadMoreProps) {
  const focusIndex = useRef<number | null>(null);
  const shown = list.items.length;
  useEffect(() => {
    const index = focusIndex.current;
    const link = index === null ? undefined : container.current?.querySelectorAll<HTMLElement>(linkSelector)[index];
    if (link) {
      focusIndex.current = null;
      link.focus();
    }
  }, [shown, container, linkSelector]);
  const more = (event: MouseEvent<HTMLAnchorElement>) => {
    // a modified click opens the page's address as a link does
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (list.loading) return;
    focusIndex.current = container.current?.querySelectorAll(linkSelector).length ?? null;
    void list.loadMore();
  };
  const failed = list.listError !== null && shown > 0;
  if (!list.hasNext && !failed) return null;
  return (
    <div className={styles.more}>
      {failed ? (
        <>
          <p className={styles.error} role="alert">
            {labels.error}
          </p>
          <button type="button" className={styles.button} onClick={() => void list.retry()} data-testid={testId}>
            {labels.retry}
          </button>
        </>
      ) : (
        <a className={styles.button} href={href} rel="next" onClick={more} aria-disabled={list.loading} data-testid={testId}>
          {list.loading ? labels.loading : labels.more}
        </a>
      )}
    </div>
  );
});
