/** The favicon (SVG and PNG), apple-touch-icon, the web app manifest's icons and the og:image fallback. */
import { ICON_PNG_BASE64 } from './iconData';
import { ICON_SVG, THEME_COLOR } from './iconSvg';
import { MANIFEST_PATH } from './paths';

export { THEME_COLOR };

export const ICON_PATHS = {
  svg: '/favicon.svg',
  png32: '/favicon-32.png',
  png180: '/apple-touch-icon.png',
  png192: '/icon-192.png',
  png512: '/icon-512.png',
} as const;

export const OG_IMAGE_PATH = '/og-image.png';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 };

/** path -> [content type, body] */
export const ICON_FILES: Record<string, [string, Buffer]> = {
  [ICON_PATHS.svg]: ['image/svg+xml', Buffer.from(ICON_SVG)],
  [ICON_PATHS.png32]: ['image/png', Buffer.from(ICON_PNG_BASE64.png32, 'base64')],
  [ICON_PATHS.png180]: ['image/png', Buffer.from(ICON_PNG_BASE64.png180, 'base64')],
  [ICON_PATHS.png192]: ['image/png', Buffer.from(ICON_PNG_BASE64.png192, 'base64')],
  [ICON_PATHS.png512]: ['image/png', Buffer.from(ICON_PNG_BASE64.png512, 'base64')],
  '/favicon.ico': ['image/png', Buffer.from(ICON_PNG_BASE64.png32, 'base64')],
  [OG_IMAGE_PATH]: ['image/png', Buffer.from(ICON_PNG_BASE64.ogImage, 'base64')],
};

/**
 * The tab's icon as PNGs only: named in the page, the SVG one was decoded in the page's renderer
 * after the load, as an isolated SVG document (4–15 ms of the main thread at 1×; docs/performance.md,
 * "Phones"). 32 px for a tab, 192 px where a browser wants a larger one. /favicon.svg stays for the
 * manifest and whoever asks for it.
 */
export const ICON_LINKS =
  `<link rel="icon" href="${ICON_PATHS.png32}" type="image/png" sizes="32x32">` +
  `<link rel="icon" href="${ICON_PATHS.png192}" type="image/png" sizes="192x192">` +
  `<link rel="apple-touch-icon" href="${ICON_PATHS.png180}">` +
  `<link rel="manifest" href="${MANIFEST_PATH}">`;

/** The web app manifest in a language. */
export function manifest(options: { name: string; shortName: string; description: string; lang: string; startUrl: string }) {
  return {
    name: options.name,
    short_name: options.shortName,
    description: options.description,
    lang: options.lang,
    start_url: options.startUrl,
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: ICON_PATHS.svg, sizes: 'any', type: 'image/svg+xml' },
      { src: ICON_PATHS.png192, sizes: '192x192', type: 'image/png' },
      { src: ICON_PATHS.png512, sizes: '512x512', type: 'image/png' },
      { src: ICON_PATHS.png512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
