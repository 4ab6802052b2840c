/**
 * A page's container sections for visitors: each section a 12-column CSS grid in the layout of
 * shared/modules/container.ts (stacked on small screens, columns from 64em), its anchor id the
 * section's slug; each column its modules in order.
 */
import type { CSSProperties } from 'react';
import { CONTAINER_LAYOUTS, columnCount } from '../../shared/modules/container';
import type { ContainerSection } from '../../shared/contract/pages';
import { columnsOf } from './context';
import { ModuleRenderer } from './ModuleRenderer';
import * as styles from './PageSections.module.css';

export function columnSpans(layout: number): readonly number[] {
  return CONTAINER_LAYOUTS[layout]?.columns ?? CONTAINER_LAYOUTS[0].columns;
}

export function PageSections({ sections }: { sections: readonly ContainerSection[] }) {
  if (sections.length === 0) return null;
  return (
    <div className={styles.sections}>
      {[...sections]
        .sort((a, b) => a.order - b.order)
        .map((section) => {
          const spans = columnSpans(section.layout);
          const columns = columnsOf(section, columnCount(section.layout));
          return (
            <section key={section.id} id={section.slug || undefined} className={styles.section} data-layout={section.layout}>
              {columns.map((modules, index) => (
                <div key={index} className={styles.column} style={{ '--span': spans[index] } as CSSProperties}>
                  {modules.map((node) => (
                    <ModuleRenderer key={node.id} node={node} />
                  ))}
                </div>
              ))}
            </section>
          );
        })}
    </div>
  );
}
