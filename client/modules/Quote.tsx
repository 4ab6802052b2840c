import type { ModuleNodeOf } from '../../shared/modules/data';
import { str } from './fields';
import * as styles from './Quote.module.css';

/** Quote module: the quotation and its author. */
export function Quote({ node }: { node: ModuleNodeOf<'quote'> }) {
  const author = str(node, 'author');
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.text}>
        <p>{str(node, 'content')}</p>
      </blockquote>
      {author && (
        <figcaption className={styles.author}>
          <cite>{author}</cite>
        </figcaption>
      )}
    </figure>
  );
}
