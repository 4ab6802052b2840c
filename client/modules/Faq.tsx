/**
 * FAQ module: an accessible accordion (WAI-ARIA pattern): each question is a heading holding a
 * button with aria-expanded and aria-controls; each answer a region labelled by its button. Every
 * item has an id anchor, and a hash pointing at an item opens it (after hydration, so server and
 * client markup match).
 */
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { ModuleNodeOf } from '../../shared/modules/data';
import { slugify } from '../../shared/slug';
import { useRichTextLinks } from '../links/useRichTextLinks';
import { childrenOf, str } from './fields';
import * as styles from './Faq.module.css';

const noSubscribe = () => () => {};
/** false while rendering on the server and hydrating, true afterwards */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

/** The anchor id of an FAQ item: from the question, unique within the page through the item id as fallback. */
export function faqItemId(item: ModuleNodeOf<'faq-item'>): string {
  const slug = slugify(str(item, 'content'));
  return slug ? `faq-${slug}` : `faq-${item.id}`;
}

export function Faq({ node }: { node: ModuleNodeOf<'faq'> }) {
  const items = childrenOf(node);
  const hydrated = useHydrated();
  const { hash } = useLocation();
  const [toggled, setToggled] = useState<Record<number, boolean>>({});
  const onAnswerClick = useRichTextLinks();
  const target = hydrated ? decodeURIComponent(hash.slice(1)) : '';
  return (
    <div className={styles.faq}>
      {items.map((item) => {
        const id = faqItemId(item);
        const open = toggled[item.id] ?? target === id;
        const buttonId = `${id}-button`;
        const panelId = `${id}-panel`;
        return (
          <div key={item.id} id={id} className={styles.item} data-faq-item="" data-open={open ? '' : undefined}>
            <h3 className={styles.question}>
              <button
                type="button"
                id={buttonId}
                className={styles.button}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setToggled((state) => ({ ...state, [item.id]: !open }))}
              >
                <span>{str(item, 'content')}</span>
                <span className={styles.icon} aria-hidden="true" />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.answer}
              hidden={!open}
              // only upgrades the links of the answer (internal ones route in the app)
              onClick={onAnswerClick}
              dangerouslySetInnerHTML={{ __html: str(item, 'text') }}
            />
          </div>
        );
      })}
    </div>
  );
}
