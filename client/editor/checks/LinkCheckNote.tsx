/**
 * Under a link's address (the link field, the rich text's link dialog): a warning when the site
 * address leads nowhere, a note when it redirects; nothing for other addresses or while typing.
 * It warns and never blocks: the link is saved as typed (issue 26 item 6).
 */
import { useWidgetTexts } from '../finders/i18n';
import * as styles from '../finders/widgets.module.css';
import { useLinkCheck } from './linkCheck';
import { linkCheckTexts } from './linkCheckTexts';

export function LinkCheckNote({ url, id }: { url: string; id?: string }) {
  const { t, locale } = useWidgetTexts(linkCheckTexts);
  const check = useLinkCheck(url, locale);
  // the live region stays in the document, so a warning that appears is announced
  return (
    <div role="status" id={id}>
      {check?.status === 'missing' && (
        <p className={styles.warning} data-testid="link-missing">
          {t('linkCheck.missing')}
        </p>
      )}
      {check?.status === 'redirect' && check.redirect && (
        <p className={styles.muted} data-testid="link-redirect">
          {t('linkCheck.redirect', { to: check.redirect })}
        </p>
      )}
    </div>
  );
}
