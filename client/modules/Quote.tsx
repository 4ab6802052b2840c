import type { ModuleNode } from '../../shared/contract/pages';
import { str } from './fields';
import * as styles from './Quote.module.css';

/** Quote module: the quotation and its author. */
export function Quote({ node }: { node: ModuleNode }) {
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
