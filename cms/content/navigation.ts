/**
 * Site navigation built from the page tree (SPEC §3 Navigation):
 *   GET /{locale}/pageeditor-api/nav -> Navigation {menu, footer}
 * menu: online pages with in_menu below the home page (or at the root), each with its in_menu
 * children, nested, ordered by `order`; an offline page hides its whole branch.
 * footer: online pages with in_footer, flat, in tree order.
 * Pages without a URL in the locale (no English slug) are left out of that locale's navigation.
 * menu_name: the page's menu name in the locale, else its title.
 */
import { asc } from 'drizzle-orm';
import type { Locale } from '../../shared/constants';
import type { Navigation, NavItem } from '../../shared/contract/navigation';
import type { DbOrTx } from '../db/client';
import { tr } from '../db/i18n';
import { prepared } from '../db/prepared';
import { pages } from '../db/schema';
import { groupBy } from './common';
import { publicUrl } from './pageState';

/** The columns the navigation is made of (a page row has some forty). */
const NAV_COLUMNS = {
  id: pages.id,
  parent_id: pages.parent_id,
  order: pages.order,
  page_type: pages.page_type,
  slug_de: pages.slug_de,
  title_de: pages.title_de,
  title_en: pages.title_en,
  menu_name_de: pages.menu_name_de,
  menu_name_en: pages.menu_name_en,
  path_de: pages.path_de,
  path_en: pages.path_en,
  is_online: pages.is_online,
  in_menu: pages.in_menu,
  in_footer: pages.in_footer,
  is_highlight: pages.is_highlight,
  in_burger_menu: pages.in_burger_menu,
  unpublished_de: pages.unpublished_de,
  unpublished_en: pages.unpublished_en,
};

type Row = Pick<typeof pages.$inferSelect, keyof typeof NAV_COLUMNS>;

const isHome = (row: Row) => row.page_type === 'home' || (row.parent_id === null && row.slug_de === '');

function item(row: Row, locale: Locale, children: NavItem[]): NavItem {
  return {
    id: row.id,
    // the locale's own menu name, else the locale's title (only then the German fallbacks)
    menu_name: tr(row, 'menu_name', locale, false) || tr(row, 'title', locale, false) || tr(row, 'menu_name', locale) || tr(row, 'title', locale),
    url: publicUrl(row[`path_${locale}`]) ?? '',
    is_highlight: row.is_highlight,
    in_burger_menu: row.in_burger_menu,
    children,
  };
}

export function buildNavigation(rows: Row[], locale: Locale): Navigation {
  // a language version not published yet is in no menu (issue 45 item 3)
  const online = rows.filter((r) => r.is_online && r[`path_${locale}`] && !r[`unpublished_${locale}`]);
  const childrenOf = groupBy(online, (row) => row.parent_id);
  const menuBranch = (row: Row, depth: number): NavItem =>
    item(
      row,
      locale,
      depth >= 5 ? [] : (childrenOf.get(row.id) ?? []).filter((c) => c.in_menu).map((c) => menuBranch(c, depth + 1)),
    );

  // the first menu level: in_menu pages at the root and directly below a (online) home page
  const roots = (childrenOf.get(null) ?? []).flatMap((root) =>
    isHome(root) ? [...(root.in_menu ? [root] : []), ...(childrenOf.get(root.id) ?? [])] : [root],
  );
  const menu = roots
    .filter((r) => r.in_menu)
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((r) => (isHome(r) ? item(r, locale, []) : menuBranch(r, 1)));

  // the footer: in_footer pages whose ancestors are all online, in tree order
  const footer: NavItem[] = [];
  const walk = (parent: number | null) => {
    for (const row of childrenOf.get(parent) ?? []) {
      if (row.in_footer) footer.push(item(row, locale, []));
      walk(row.id);
    }
  };
  walk(null);
  return { menu, footer };
}

/** The navigation of the locale from the whole page tree. */
export async function loadNavigation(db: DbOrTx, locale: Locale): Promise<Navigation> {
  // on every page: built once (cms/db/prepared.ts)
  const rows = await prepared(db, 'pages_navigation', (on) => on.select(NAV_COLUMNS).from(pages).orderBy(asc(pages.order), asc(pages.id))).execute();
  return buildNavigation(rows, locale);
}
