import { CONTAINER_LAYOUTS } from '../../../shared/modules/container';
import * as styles from '../ui/ui.module.css';

/** A small picture of a layout's columns (widths out of 12). */
export function LayoutIcon({ layout }: { layout: number }) {
  return (
    <span className={styles.layoutIcon} aria-hidden="true">
      {CONTAINER_LAYOUTS[layout].columns.map((span, index) => (
        <span key={index} style={{ flexGrow: span }} />
      ))}
    </span>
  );
}
