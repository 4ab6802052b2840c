import type { ModuleNodeOf } from '../../shared/modules/data';
import { childrenOf, cx, extraClasses, str } from './fields';
import { ModuleImage } from './ModuleImage';
import { ModuleLink } from './ModuleLink';
import * as styles from './LogoList.module.css';

/** Logo list: partner logos, each optionally linked (external partners open in a new tab). */
export function LogoList({ node }: { node: ModuleNodeOf<'logo-list'> }) {
  const items = childrenOf(node);
  if (items.length === 0) return null;
  return (
    <ul className={cx(styles.list, extraClasses(str(node, 'extra_class')))}>
      {items.map((item) => {
        const href = str(item, 'link_url');
        const name = str(item, 'image_alt') || str(item, 'text');
        const copyright = str(item, 'image_copyright');
        const logo = <ModuleImage node={item} alias="medium" alt={name} className={styles.picture} imgClassName={styles.img} sizes="12rem" />;
        return (
          <li key={item.id} className={styles.item} title={copyright ? `© ${copyright.replace(/^©\s*/, '')}` : undefined}>
            {href ? (
              <ModuleLink href={href} className={styles.link}>
                {logo}
              </ModuleLink>
            ) : (
              logo
            )}
          </li>
        );
      })}
    </ul>
  );
}
