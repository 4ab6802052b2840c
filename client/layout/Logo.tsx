/**
 * The wordmark of the Philharmonie Flussstadt (the demo orchestra of the seed): a teal mark of three
 * river waves under a conductor's arc (the icon sprite's symbol "logo", inline in every page), the
 * name set in the site's faces as SVG text. Its outlines (the admin's copy, shared/brand) were 4.7 KB
 * of every page's gzipped HTML once the sprite moved into the page; as text it is laid out in the
 * page's own fonts, which the first view loads anyway (docs/performance.md, "Phones"). No
 * JavaScript; the link around it carries the accessible name.
 */
import { LOGO_LETTERING, LOGO_VIEW_BOX } from '../../shared/brand';
import { iconHref } from './iconIds';
import * as styles from './Logo.module.css';

export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox={LOGO_VIEW_BOX} width="232" height="48" aria-hidden="true" focusable="false">
      <use href={iconHref('logo')} />
      {LOGO_LETTERING.map((line) => (
        <text key={line.text} x={line.x} y={line.y} fontSize={line.size} letterSpacing={line.spacing} fill="currentColor" className={styles[line.face]}>
          {line.text}
        </text>
      ))}
    </svg>
  );
}
