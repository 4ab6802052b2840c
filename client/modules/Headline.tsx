import type { ModuleNodeOf } from '../../shared/modules/data';
import { headlineStyleOf, type HeadlineStyle } from '../../shared/modules/headline';
import { cx, str } from './fields';
import * as styles from './Headline.module.css';

type Level = 2 | 3 | 4 | 5 | 6;

const LEVEL_CLASSES: Record<Level, string> = { 2: styles.level2, 3: styles.level3, 4: styles.level4, 5: styles.level5, 6: styles.level6 };
/** the named styles of `extra_class` (old free class names mapped by headlineStyleOf) */
const STYLE_CLASSES: Record<HeadlineStyle, string | undefined> = { default: undefined, centered: styles.centered, accent: styles.accent, display: styles.display };

/** Headline module: level 2 to 6, with an optional preline above and subline below. */
export function Headline({ node }: { node: ModuleNodeOf<'headline'> }) {
  const raw = Number(node.data.headline_level);
  const level = (raw >= 2 && raw <= 6 ? raw : 2) as Level;
  const Tag = `h${level}` as const;
  const preline = str(node, 'preline');
  const subline = str(node, 'subline');
  return (
    <div className={cx(styles.headline, LEVEL_CLASSES[level], STYLE_CLASSES[headlineStyleOf(node.data.extra_class)])}>
      {preline && <p className={styles.preline}>{preline}</p>}
      <Tag className={styles.title}>{str(node, 'content')}</Tag>
      {subline && <p className={styles.subline}>{subline}</p>}
    </div>
  );
}
