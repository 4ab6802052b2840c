import type { ModuleNodeOf } from '../../shared/modules/data';
import { childrenOf, cx, extraClasses, str } from './fields';
import { CopyrightButton, ModuleImage, moduleImageOf } from './ModuleImage';
import { ModuleLink } from './ModuleLink';
import * as styles from './ImageList.module.css';

/** Image list: a gallery of images, each with title, description and an optional link. */
export function ImageList({ node }: { node: ModuleNodeOf<'image-list'> }) {
  const items = childrenOf(node);
  if (items.length === 0) return null;
  return (
    <ul className={cx(styles.list, extraClasses(str(node, 'extra_class')))}>
      {items.map((item) => {
        const title = str(item, 'title');
        const description = str(item, 'description');
        const href = str(item, 'link_url');
        const image = moduleImageOf(item);
        const picture = <ModuleImage node={item} alias="vertical" alt={image?.alt ?? title} className={styles.picture} imgClassName={styles.img} sizes="(min-width: 64em) 25vw, 50vw" />;
        return (
          <li key={item.id}>
            <figure className={styles.item}>
              <div className={styles.frame}>
                {href ? <ModuleLink href={href}>{picture}</ModuleLink> : picture}
                <CopyrightButton image={image} caption={title} />
              </div>
              {(title || description) && (
                <figcaption className={styles.caption}>
                  {title && <strong className={styles.title}>{title}</strong>}
                  {description && <span className={styles.description}>{description}</span>}
                </figcaption>
              )}
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
