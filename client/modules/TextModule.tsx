import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ModuleNode } from '../../shared/contract/pages';
import { hashTarget, linkKind } from '../../shared/links';
import { bool, cx, str } from './fields';
import { scrollToHash } from './ModuleLink';
import styles from './TextModule.module.css';

/**
 * Text module: the rich text as the back end stored it. It is sanitized to the allowlist on every
 * write (shared/modules/richText.ts), which is why this one field may be set as HTML. Internal
 * links inside it route in the app instead of reloading the page; hash links scroll.
 */
export function TextModule({ node }: { node: ModuleNode }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank') return;
    const kind = linkKind(href);
    if (kind === 'internal') {
      event.preventDefault();
      void navigate(href);
    } else if (kind === 'hash' && scrollToHash(hashTarget(href))) {
      event.preventDefault();
    }
  };
  return (
    // The click handler only upgrades the links inside (Enter on a link fires click too).
    <div
      className={cx(styles.text, bool(node, 'add_additional_space') && styles.reduced)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: str(node, 'content') }}
    />
  );
}
