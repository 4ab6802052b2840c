import type { ModuleNodeOf } from '../../shared/modules/data';
import { cx, str } from './fields';
import { CopyrightButton, ModuleImage, moduleImageOf } from './ModuleImage';
import { ModuleLink } from './ModuleLink';
import * as styles from './FullTeaser.module.css';

/** The editor's variant (`extra_class`) and its class: static reads, so the bundle keeps only these. */
const VARIANT_CLASSES = {
  default: styles.textOverImage,
  'image-right': styles.imageRight,
  'image-left': styles.imageLeft,
} as const;
type Variant = keyof typeof VARIANT_CLASSES;
const isVariant = (name: string): name is Variant => name === 'default' || name === 'image-right' || name === 'image-left';

/** Full teaser: a large image with preline, headline, text and link; default (text over the image), image-right or image-left. */
export function FullTeaser({ node }: { node: ModuleNodeOf<'full-teaser'> }) {
  const requested = str(node, 'extra_class');
  const variant: Variant = isVariant(requested) ? requested : 'default';
  const href = str(node, 'link_url');
  const linkText = str(node, 'link_text');
  const preline = str(node, 'preline');
  return (
    <div className={cx(styles.teaser, VARIANT_CLASSES[variant])} data-variant={variant}>
      <div className={styles.media}>
        <ModuleImage node={node} alias={variant === 'default' ? 'large' : 'horizontal'} alt="" className={styles.picture} imgClassName={styles.img} sizes={variant === 'default' ? '100vw' : '(min-width: 64em) 50vw, 100vw'} />
        <CopyrightButton image={moduleImageOf(node)} />
      </div>
      <div className={styles.body}>
        {preline && <p className={styles.preline}>{preline}</p>}
        <h2 className={styles.headline}>{str(node, 'headline')}</h2>
        <p className={styles.text}>{str(node, 'text')}</p>
        {href && linkText && (
          <ModuleLink href={href} className={styles.link}>
            {linkText}
          </ModuleLink>
        )}
      </div>
    </div>
  );
}
