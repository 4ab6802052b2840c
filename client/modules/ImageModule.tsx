import type { ModuleNodeOf } from '../../shared/modules/data';
import { cx, str } from './fields';
import { CopyrightButton, ModuleImage, moduleImageOf } from './ModuleImage';
import { ModuleLink } from './ModuleLink';
import * as styles from './ImageModule.module.css';

/** Image module: the image in its alias (large, medium, vertical, horizontal), caption, copyright, optional link. */
export function ImageModule({ node }: { node: ModuleNodeOf<'image'> }) {
  const alias = str(node, 'alias') || 'large';
  const image = moduleImageOf(node);
  const caption = str(node, 'description') || image?.caption || '';
  const href = str(node, 'link_url');
  const picture = <ModuleImage node={node} alias={alias} className={styles.picture} imgClassName={styles.img} sizes={alias === 'vertical' ? '(min-width: 64em) 25rem, 100vw' : '(min-width: 120rem) 120rem, 100vw'} />;
  return (
    <figure className={cx(styles.figure, alias === 'vertical' && styles.vertical)}>
      <div className={styles.frame}>
        {href ? (
          <ModuleLink href={href} className={styles.link}>
            {picture}
          </ModuleLink>
        ) : (
          picture
        )}
        <CopyrightButton image={image} caption={caption} />
      </div>
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
