/** Business constants and limits of SPEC §9, in one place. Import them; never repeat a number. */

export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'de';
export const TIME_ZONE = 'Europe/Berlin';
/** a concert's usual length: its end where none is stored (iCalendar files and feed, JSON-LD) */
export const CONCERT_USUAL_HOURS = 2;

export const REDIRECT_STATUS = 301;
export const BREADCRUMB_MIN_ITEMS = 2;
export const BREADCRUMB_TRUNCATE = { article: 50, event: 35, page: 40 } as const;

export const BREAKPOINTS_EM = [64, 80, 100, 120] as const;
export const SCREENS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export const MAX_CONTAINER_REM = 120;
export const BASE_FONT_PX = 16;

export const ADMIN_BAR_HEIGHT = 98;
export const ADMIN_BAR_HEIGHT_OPEN = 154;
/** the version preview's banner, fixed under the editing toolbar (the page is shifted by it too) */
export const VERSION_BANNER_HEIGHT = 52;
export const DEFAULT_SPACER = 120;
export const STORIES_SPACER = 0;
export const COPYRIGHT_POPUP_MAX_WIDTH_REM = 56.875;
export const DESKTOP_MENU_MAX_HEIGHT_REM = 31.25;
export const ERROR_VIEW_MIN_HEIGHT = 450;

export const SCROLL_OFFSET_LOGGED_IN = 216;
export const SCROLL_OFFSET = 116;
export const HASH_SCROLL = { delay: 1000, poll: 250, retries: 100, offset: 130 } as const;
export const FAQ_SCROLL = { delay: 700, offset: 350 } as const;

export const HEADER_HIDE_AFTER = 180;
export const DESKTOP_MENU_ITEMS = 4;
export const POLL_INTERVAL = 50;
export const NAVIGATION_TRANSITION_MS = 700;
export const DROPDOWN_ANIMATION_S = 0.7;

export const FETCH_MIN_DISPLAY_DELAY = 200;
export const LOADING_BAR = { throttle: 200, duration: 5000, hideAfter: 500, height: 2 } as const;
export const LINK_PREFETCH_IDLE_TIMEOUT = 2000;

export const FADE_IN = { duration: 0.3, stagger: 0.1, ease: 'power2.out', offset: 30 } as const;
export const MOTION_STEPS = { min: 0, max: 10, fastest: 0.32, slowest: 1.22 } as const;

export const ALERT_MS = 4000;
/** the editor's presence heartbeat, and how long after the last one an editor counts as present */
export const PRESENCE_HEARTBEAT_MS = 15_000;
export const PRESENCE_TTL_MS = 40_000;
/** how often an open editor asks whether someone else saved the owner it shows (client/editor/remoteChanges.ts) */
export const EDITOR_CHANGES_POLL_MS = 2000;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const TEASER_TEXT_MAX = 256;
export const TEXT_FIELD_MAX = 256;

export const LOCALE_COOKIE_DAYS = 365;
export const VIEWPORT_MAX_SCALE = 5;
export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg'] as const;
/** The teal of fills under white text and of teal text (5.22:1 both ways with white); the brand's #00AB9F is decoration only (docs/accessibility.md). */
export const ACCENT_COLOUR = '#007A71';

export const COOKIE_CATEGORIES = ['required', 'tracking', 'marketing', 'externalMedia'] as const;
export const SHOP_COOKIES = { cartSummary: 'stx_cartSummary', contact: 'stx_contact' } as const;

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
export const SESSION_COOKIE = 'sessionid';
export const CONTENT_VERSION_HEADER = 'X-Content-Version';
/** The content keys a back-end answer read (shared/contentKeys.ts; docs/api.md, "Content keys"). */
export const CONTENT_KEYS_HEADER = 'X-Content-Keys';
/**
 * An id the page editor sends with every request of one user action that takes several requests
 * (undo, redo): the page's history records them as one version (cms/content/pageVersions.ts).
 */
export const EDIT_ACTION_HEADER = 'X-Edit-Action';

/**
 * Set on the SSR server's own calls to the back end while it renders a page (server/api/client.ts):
 * the back end logs them at debug (they are several per page view). Only the log level depends on it.
 */
export const INTERNAL_REQUEST_HEADER = 'x-ssr-render';
