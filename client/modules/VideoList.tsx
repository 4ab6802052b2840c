import type { ModuleNodeOf } from '../../shared/modules/data';
import { childrenOf, cx, extraClasses, str } from './fields';
import { VideoPlayer } from './Video';
import * as styles from './VideoList.module.css';

/** Video list: videos side by side, each with title, length and a short text; each plays after consent. */
export function VideoList({ node }: { node: ModuleNodeOf<'video-list'> }) {
  const items = childrenOf(node);
  if (items.length === 0) return null;
  return (
    <ul className={cx(styles.list, extraClasses(str(node, 'extra_class')))}>
      {items.map((item) => {
        const title = str(item, 'title');
        const content = str(item, 'content');
        return (
          <li key={item.id} className={styles.item}>
            <VideoPlayer node={item} />
            {title && <h3 className={styles.title}>{title}</h3>}
            {content && <p className={styles.content}>{content}</p>}
          </li>
        );
      })}
    </ul>
  );
}
