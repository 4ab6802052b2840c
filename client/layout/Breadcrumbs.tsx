/**
 * The breadcrumb bar: shared/breadcrumbs decides the trail and whether it shows; this renders it.
 * Medium and larger screens: the full trail, the last item plain text (aria-current). Small screens:
 * one back link (or a history step, for an item flagged `back`). A route sets its own trail with
 * `ui.setBreadcrumbs({ path, ... })`; content pages get theirs from the page store.
 */
import { observer } from 'mobx-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, type Location } from 'react-router-dom';
import { buildBreadcrumbs, type BreadcrumbInput, type BreadcrumbItem } from '../../shared/breadcrumbs';
import type { Locale } from '../../shared/constants';
import type { RouteMatch } from '../../shared/routes';
import { SmartLink } from '../links/SmartLink';
import { useStore } from '../stores/context';
import type { RootStoreInstance } from '../stores/RootStore';
import { breadcrumbLabels } from './breadcrumbLabels';
import { ArrowLeftIcon } from './icons';
import * as styles from './Breadcrumbs.module.css';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The input of buildBreadcrumbs for the shown route (pure: the same on server and client). */
export function breadcrumbInput(store: RootStoreInstance, match: RouteMatch | null, location: Pick<Location, 'pathname' | 'search'>, locale: Locale, t: Translate): BreadcrumbInput {
  const override = store.ui.breadcrumbs?.path === location.pathname ? store.ui.breadcrumbs : null;
  const page = match?.name === 'page' ? store.page.current : null;
  const category = match?.params.category ?? new URLSearchParams(location.search).get('category');
  return {
    locale,
    path: location.pathname,
    route: store.ui.error ? null : (match?.name ?? null),
    labels: breadcrumbLabels(t),
    hideOnHome: override?.hideOnHome,
    links: override?.links?.map(({ textKey, ...item }) => (textKey ? { ...item, text: t(textKey) } : item)),
    mobile: override?.mobile,
    page: page ? { title: page.title, parent: page.parent } : null,
    event: override?.event ?? null,
    story: { category, ...override?.story },
  };
}

function BackLink({ item }: { item: BreadcrumbItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = t('breadcrumbs.back', { name: item.text });
  const content = (
    <>
      <ArrowLeftIcon width={18} height={18} />
      <span>{item.text}</span>
    </>
  );
  if (item.back) {
    return (
      <button type="button" className={styles.back} aria-label={label} onClick={() => navigate(-1)}>
        {content}
      </button>
    );
  }
  return (
    <SmartLink href={item.link} className={styles.back} aria-label={label} end>
      {content}
    </SmartLink>
  );
}

export const Breadcrumbs = observer(function Breadcrumbs({ location, match }: { location: Location; match: RouteMatch | null }) {
  const { t, i18n } = useTranslation();
  const store = useStore();
  const navigate = useNavigate();
  const locale = (i18n.language === 'en' ? 'en' : 'de') as Locale;
  const crumbs = buildBreadcrumbs(breadcrumbInput(store, match, location, locale, t));
  if (!crumbs.visible) return null;
  const last = crumbs.items.length - 1;
  return (
    <nav className={styles.breadcrumbs} aria-label={t('breadcrumbs.label')} data-testid="breadcrumbs">
      <ol className={styles.trail}>
        {crumbs.items.map((item, index) => (
          <li key={`${item.link}-${index}`} className={styles.crumb}>
            {index === last ? (
              <span aria-current="page">{item.text}</span>
            ) : item.back ? (
              <button type="button" className={styles.crumbButton} onClick={() => navigate(-1)}>
                {item.text}
              </button>
            ) : (
              <SmartLink href={item.link} end>
                {item.text}
              </SmartLink>
            )}
          </li>
        ))}
      </ol>
      <div className={styles.mobile}>
        <BackLink item={crumbs.mobile} />
      </div>
    </nav>
  );
});
