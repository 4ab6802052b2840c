/**
 * The staff edit link of SPEC §2: for logged-in staff only, a link to the admin's change screen of the
 * object the page shows (shared/adminUrls.ts). Visitors get nothing (and no editor chunk), nor does the
 * editor's device preview (`?preview`).
 *
 *   <StaffEditLink model="event" id={event.id} />            // concert, story, person, press, …
 *   <StaffEditLink href={page.settings_url} label="pageSettings" />   // a content page's settings
 */
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { adminChangeUrl, type AdminModel } from '../../shared/adminUrls';
import { inPreviewFrame } from '../../shared/routes/pageQuery';
import { useStore } from '../stores/context';
import * as styles from './StaffEditLink.module.css';

type StaffEditLinkProps = { model: AdminModel; id: number; label?: 'staffEdit' } | { href: string; label?: 'staffEdit' | 'pageSettings' };

export const StaffEditLink = observer(function StaffEditLink(props: StaffEditLinkProps) {
  const { user } = useStore();
  const { t } = useTranslation();
  const { search } = useLocation();
  const href = 'href' in props ? props.href : adminChangeUrl(props.model, props.id);
  // not in the editor's device preview, which shows the page as visitors see it
  if (!user.isStaff || !href || inPreviewFrame(search)) return null;
  return (
    <a className={styles.link} href={href} data-testid="staff-edit-link">
      {t(`editor.${props.label ?? 'staffEdit'}`)}
    </a>
  );
});
