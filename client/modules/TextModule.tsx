import type { ModuleNodeOf } from '../../shared/modules/data';
import { useRichTextLinks } from '../links/useRichTextLinks';
import { bool, cx, str } from './fields';
import * as styles from './TextModule.module.css';

/**
 * Text module: the rich text as the back end stored it. It is sanitized to the allowlist on every
 * write (shared/modules/richText.ts), which is why this one field may be set as HTML. Internal
 * links inside it route in the app instead of reloading the page; hash links scroll.
 */
export function TextModule({ node }: { node: ModuleNodeOf<'text'> }) {
  const onClick = useRichTextLinks();
  return (
    // The click handler only upgrades the links inside (Enter on a link fires click too).
    <div
      className={cx(styles.text, bool(node, 'add_additional_space') && styles.reduced)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: str(node, 'content') }}
    />
  );
}
