/** State of the screen: edit mode, the error the page shows, and whether a navigation is loading. */
import { types } from 'mobx-state-tree';
import { isRequestFailure, statusOf } from '../../shared/api/errors';
import type { LocalizedUrls } from '../../shared/contract/common';

export const PageError = types.model('PageError', {
  status: types.number,
  /**
   * route: no route or malformed parameters ('This page could not be found'); page: loading failed;
   * request: the browser could not make the page's request (offline, connection lost: '404 Not Found')
   */
  kind: types.enumeration(['route', 'page', 'request']),
  /** a route's own message instead of the status's (an i18n key and its values), e.g. an unknown story tag */
  message: types.maybeNull(types.frozen<{ key: string; values?: Record<string, string> }>()),
});

/** A text of the head: as it is (content from the back end), or an i18n key and its values. */
/**
 * A head text: plain, or an i18n key with its values. For a title (client/routing/title.ts, at most
 * TITLE_MAX characters): `shorter` names a shorter pattern of the same values, tried when the key's
 * is too long, and `fit` the value that gives way (cut with an ellipsis) when that is still too long.
 */
export type HeadText = string | { key: string; values?: Record<string, string>; shorter?: string; fit?: string };

/**
 * Whether the page a navigation ended on means the navigation failed (the loading bar turns red,
 * SPEC §2): its request could not be made (offline: the '404 Not Found' page) or the server failed
 * (5xx). A 404 of a missing page or a wrong address is an answer, not a failure.
 */
export function isFailedNavigation(error: { status: number; kind: string } | null | undefined): boolean {
  return !!error && (error.kind === 'request' || error.status >= 500);
}

/** The head of a route's page (title without the site name, description, Open Graph image), set by its loader. */
export interface HeadOverride {
  /** the route it belongs to: ignored on any other route */
  route: string;
  title: HeadText;
  description?: HeadText;
  image?: string | null;
  type?: string;
  /** the content's own public paths per language: canonical and hreflang (docs/seo.md) */
  urls?: LocalizedUrls;
}

/** The image copyright popup (SPEC §2/§3): shown only when a message or a copyright text exists. */
export const ImageCopyright = types.model('ImageCopyright', {
  visible: false,
  message: '',
  copyright: '',
});

/** A trail a route sets for its page (SPEC §3 breadcrumb inputs); it applies only while `path` is shown. */
export interface BreadcrumbOverride {
  path: string;
  /** `textKey`: an i18n key for the text (loaders have no translator), used instead of `text` */
  links?: { link: string; text: string; textKey?: string; back?: boolean }[];
  mobile?: { text: string; link: string; back?: boolean };
  hideOnHome?: boolean;
  /** data for the generated trails of shared/breadcrumbs */
  event?: { name?: string | null };
  story?: { category?: string | null; tag?: { name?: string | null; slug?: string | null; id?: number | null } | null; article?: string | null };
}

/** sticky: shown at the top; hidden: scrolled away (down past HEADER_HIDE_AFTER); hovering: shown over the page while scrolled. */
export type HeaderState = 'sticky' | 'hidden' | 'hovering';

export const UiStore = types
  .model('UiStore', {
    editMode: false,
    error: types.maybeNull(PageError),
    imageCopyright: types.optional(ImageCopyright, {}),
    breadcrumbs: types.maybeNull(types.frozen<BreadcrumbOverride>()),
    head: types.maybeNull(types.frozen<HeadOverride>()),
  })
  .volatile(() => ({
    navigating: false,
    navigationFailed: false,
    headerState: 'sticky' as HeaderState,
    /** the burger menu */
    menuOpen: false,
    /** the burger menu's open submenu (one at a time) */
    submenu: null as number | null,
    /** the desktop menu's open dropdown */
    openMenuItem: null as number | null,
    languageMenuOpen: false,
    userMenuOpen: false,
    /** the browser's online status (SPEC §4), kept by client/routing/online.ts */
    online: true,
    /** set by a loader when the address is not the content's canonical one (a wrong slug): 301 there */
    redirect: null as string | null,
  }))
  .views((self) => ({
    get headerHidden(): boolean {
      return self.headerState === 'hidden';
    },
    /** something covers the page (the burger menu's backdrop) */
    get overlayOpen(): boolean {
      return self.menuOpen;
    },
  }))
  .actions((self) => ({
    setEditMode(on: boolean) {
      self.editMode = on;
    },
    setError(status: number, kind: 'route' | 'page' | 'request' = 'page', message: { key: string; values?: Record<string, string> } | null = null) {
      self.error = PageError.create({ status, kind, message });
    },
    /** The status the error page names: the one the answer carries (a degraded 502 is answered 503) */
    setErrorStatus(status: number) {
      if (self.error) self.error.status = status;
    },
    /** The error page for a loader's failure: its status, or '404 Not Found' when the request could not be made. */
    failWith(error: unknown) {
      self.error = isRequestFailure(error) ? PageError.create({ status: 404, kind: 'request' }) : PageError.create({ status: statusOf(error), kind: 'page' });
    },
    setHead(head: HeadOverride | null) {
      self.head = head;
    },
    clearError() {
      self.error = null;
    },
    /** The canonical address to answer with 301 instead of rendering (null: none). */
    redirectTo(path: string | null) {
      self.redirect = path;
    },
    setOnline(online: boolean) {
      self.online = online;
    },
    showImageCopyright({ message = '', copyright = '' }: { message?: string; copyright?: string }) {
      self.imageCopyright.message = message;
      self.imageCopyright.copyright = copyright;
      self.imageCopyright.visible = !!(message || copyright);
    },
    hideImageCopyright() {
      self.imageCopyright.visible = false;
    },
    setBreadcrumbs(breadcrumbs: BreadcrumbOverride | null) {
      self.breadcrumbs = breadcrumbs;
    },
    setHeaderState(state: HeaderState) {
      self.headerState = state;
    },
    toggleMenu(open = !self.menuOpen) {
      self.menuOpen = open;
      if (!open) self.submenu = null;
      if (open) {
        self.languageMenuOpen = false;
        self.userMenuOpen = false;
        self.openMenuItem = null;
      }
    },
    /** Opens one burger submenu and closes the one open before (or closes it when it is the open one). */
    toggleSubmenu(id: number) {
      self.submenu = self.submenu === id ? null : id;
    },
    setOpenMenuItem(id: number | null) {
      self.openMenuItem = id;
    },
    toggleLanguageMenu(open = !self.languageMenuOpen) {
      self.languageMenuOpen = open;
      if (open) self.userMenuOpen = false;
    },
    toggleUserMenu(open = !self.userMenuOpen) {
      self.userMenuOpen = open;
      if (open) self.languageMenuOpen = false;
    },
    /** Closes every menu and dropdown (route change, Escape). */
    closeMenus() {
      self.menuOpen = false;
      self.submenu = null;
      self.openMenuItem = null;
      self.languageMenuOpen = false;
      self.userMenuOpen = false;
    },
    startNavigation() {
      self.navigating = true;
      self.navigationFailed = false;
    },
    endNavigation(failed = false) {
      self.navigating = false;
      self.navigationFailed = failed;
    },
  }));
