import type { ModuleNodeOf } from '../../shared/modules/data';
import { bool, cx, str } from './fields';
import { ModuleLink } from './ModuleLink';
import * as styles from './LinkModule.module.css';

/** Link module: a plain link or, with extra_class 'button', a button-styled link. */
export function LinkModule({ node }: { node: ModuleNodeOf<'link'> }) {
  const href = str(node, 'link_url');
  const text = str(node, 'content');
  if (!href || !text) return null;
  const isButton = str(node, 'extra_class') === 'button';
  return (
    <p className={styles.wrap}>
      <ModuleLink href={href} newWindow={bool(node, 'open_new_window')} className={cx(isButton ? styles.button : styles.link)}>
        {text}
      </ModuleLink>
    </p>
  );
}
