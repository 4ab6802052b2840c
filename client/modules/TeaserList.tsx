import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleNodeOf } from '../../shared/modules/data';
import { childrenOf, cx, str } from './fields';
import { ModuleImage } from './ModuleImage';
import { ModuleLink } from './ModuleLink';
import * as styles from './TeaserList.module.css';

/** One teaser card; the whole card is clickable through its headline link (stretched), which stays the one tab stop. */
function TeaserCard({ item }: { item: ModuleNodeOf<'teaser-item'> }) {
  const href = str(item, 'link_url');
  const headline = str(item, 'headline');
  const preline = str(item, 'preline');
  const subline = str(item, 'subline');
  const linkText = str(item, 'link_text');
  return (
    <article className={cx(styles.card, href && styles.linked)}>
      <ModuleImage node={item} alias="horizontal" alt="" className={styles.picture} imgClassName={styles.img} sizes="(min-width: 64em) 33vw, 85vw" />
      <div className={styles.body}>
        {preline && <p className={styles.preline}>{preline}</p>}
        <h3 className={styles.headline}>
          {href ? (
            <ModuleLink href={href} className={styles.cardLink}>
              {headline}
            </ModuleLink>
          ) : (
            headline
          )}
        </h3>
        {subline && <p className={styles.subline}>{subline}</p>}
        <p className={styles.text}>{str(item, 'text')}</p>
        {href && linkText && (
          <span className={styles.more} aria-hidden="true">
            {linkText}
          </span>
        )}
      </div>
    </article>
  );
}

/** A horizontal scroll-snap carousel: swipe, scroll, arrow keys on the focused track, or the previous/next buttons. */
function Slider({ items }: { items: ModuleNodeOf<'teaser-item'>[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: items.length <= 1 });
  const update = () => {
    const el = track.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 4, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4 });
  };
  // The edges also change with the width (all cards may fit): the observer reports at once and on every resize.
  useEffect(() => {
    const el = track.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => update());
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const step = (direction: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const card = el.querySelector('li');
    const distance = card ? card.getBoundingClientRect().width + 24 : el.clientWidth * 0.8;
    el.scrollBy({ left: direction * distance, behavior: 'smooth' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    }
  };
  return (
    <div className={styles.slider} role="region" aria-roledescription={t('content.carousel.role')} aria-label={t('content.carousel.label')}>
      <ul ref={track} className={styles.track} tabIndex={0} onScroll={update} onKeyDown={onKeyDown}>
        {items.map((item) => (
          <li key={item.id} className={styles.slide}>
            <TeaserCard item={item} />
          </li>
        ))}
      </ul>
      <div className={styles.controls} hidden={edges.start && edges.end}>
        <button type="button" className={cx(styles.arrow, styles.prev)} onClick={() => step(-1)} disabled={edges.start} aria-label={t('content.carousel.previous')} />
        <button type="button" className={cx(styles.arrow, styles.next)} onClick={() => step(1)} disabled={edges.end} aria-label={t('content.carousel.next')} />
      </div>
    </div>
  );
}

/** Teaser list: cards in a grid (standard) or a carousel (slide). */
export function TeaserList({ node }: { node: ModuleNodeOf<'teaser-list'> }) {
  const items = childrenOf(node);
  if (items.length === 0) return null;
  if (str(node, 'extra_class') === 'slide') return <Slider items={items} />;
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.id}>
          <TeaserCard item={item} />
        </li>
      ))}
    </ul>
  );
}
