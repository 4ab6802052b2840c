import type { ModuleNodeOf } from '../../shared/modules/data';
import { headlineStyleOf, type HeadlineStyle } from '../../shared/modules/headline';
import { cx, str } from './fields';
import * as styles from './Headline.module.css';

type Level = 2 | 3 | 4 | 5 | 6;

const LEVEL_CLASSES: Record<Level, string> = { 2: styles.level2, 3: styles.level3, 4: styles.level4, 5: styles.level5, 6: styles.level6 };
/** the named styles of `extra_class` (old free class names mapped by headlineStyleOf) */
const STYLE_CLASSES: Record<HeadlineStyle, string | undefined> = { default: undefined, centered: styles.centered, accent: styles.accent, display: styles.display };

/** The heading's level (2 to 6) and the block's classes; the editor's in-place editing looks the same (client/editor/inline). */
export function headlineLook(data: { headline_level?: unknown; extra_class?: unknown }): { Tag: `h${Level}`; className: string } {
  const raw = Number(data.headline_level);
  const level = (raw >= 2 && raw <= 6 ? raw : 2) as Level;
  return { Tag: `h${level}`, className: cx(styles.headline, LEVEL_CLASSES[level], STYLE_CLASSES[headlineStyleOf(data.extra_class)]) };
}

/** Headline module: level 2 to 6, with an optional preline above and subline below. */
export function Headline({ node }: { node: ModuleNodeOf<'headline'> }) {
  const { Tag, className } = headlineLook(node.data);
  const preline = str(node, 'preline');
  const subline = str(node, 'subline');
  return (
    <div className={className}>
      {preline && <p className={styles.preline}>{preline}</p>}
      <Tag className={styles.title}>{str(node, 'content')}</Tag>
      {subline && <p className={styles.subline}>{subline}</p>}
    </div>
  );
}
