import * as ui from './ui.module.css';

/**
 * A toolbar label that narrows with the toolbar (issue 43 item 5): below 80rem the short word is
 * shown and the long label stays the button's accessible name (the short word is part of it).
 */
export function ShortLabel({ long, short }: { long: string; short: string }) {
  return (
    <>
      <span className={ui.toolbarLong}>{long}</span>
      <span className={ui.toolbarShort} aria-hidden="true">
        {short}
      </span>
    </>
  );
}
