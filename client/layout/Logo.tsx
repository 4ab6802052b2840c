/**
 * The wordmark of the Philharmonie Flussstadt (the demo orchestra of the seed): a teal mark of three
 * river waves under a conductor's arc, the name set in the site's faces. Drawn in the icon sprite
 * (./icons.svg, symbol "logo", inline in every page; its lettering SVG text, which the `<use>` lays
 * out in the page's own web fonts: scripts/logo.ts), so it stays sharp and is no JavaScript; the
 * link around it carries the accessible name.
 */
import { iconHref } from './iconIds';

export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 232 48" width="232" height="48" aria-hidden="true" focusable="false">
      <use href={iconHref('logo')} />
    </svg>
  );
}
