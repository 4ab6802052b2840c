/**
 * The orchestra's look for the pages that do not load the site's style sheet: the admin (react-admin
 * and MUI, cms/admin/app/theme.ts) and its server-rendered login page. The colours are the site's
 * tokens of client/styles/global.css (contrast ratios in docs/accessibility.md) and the logo is the
 * drawing of the site's icon sprite (client/layout/icons.svg, symbol "logo"); a unit test
 * (test/unit/brand.test.ts) keeps both equal to the site's.
 */

/** `--colour-*` of client/styles/global.css, by token name. */
export const BRAND_COLOURS = {
  text: '#16201f',
  muted: '#56605f',
  /** the orchestra's teal: decoration only (white on it is 2.87:1) */
  brand: '#00ab9f',
  /** teal for text, links and fills under white text (5.22:1) */
  accent: '#007a71',
  'accent-hover': '#00574f',
  'accent-light': '#e3f6f4',
  footer: '#ffd84d',
  'footer-text': '#1c1a0e',
  surface: '#f4f6f5',
  border: '#dfe5e3',
  inverse: '#fff',
  focus: '#007a71',
} as const;

export const BRAND_FONTS = {
  text: "'Source Sans 3', 'Source Sans 3 Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  display: "Fraunces, 'Fraunces Fallback', Georgia, 'Times New Roman', serif",
} as const;

/** The wordmark's view box and drawing (the children of the sprite's `<symbol id="logo">`). */
export const LOGO_VIEW_BOX = '0 0 232 48';
export const LOGO_SVG_BODY = `<g fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round">
      <path d="M6 14c6-8 22-8 28 0" stroke="var(--colour-accent, #00ab9f)" />
      <path d="M4 24c4-3 8-3 12 0s8 3 12 0 8-3 10 0" />
      <path d="M4 32c4-3 8-3 12 0s8 3 12 0 8-3 10 0" />
      <path d="M4 40c4-3 8-3 12 0s8 3 12 0 8-3 10 0" />
    </g>
    <text x="50" y="25" fill="currentColor" font-family="Fraunces, Georgia, serif" font-weight="800" font-size="22" letter-spacing="0.2">Philharmonie</text>
    <text x="51" y="42" fill="currentColor" font-family="'Source Sans 3', system-ui, sans-serif" font-weight="700" font-size="12" letter-spacing="5.4">FLUSSSTADT</text>`;

/**
 * The wordmark as an inline SVG element with the accessible name `label` (no style attribute: pages
 * under a strict CSP; the arc takes `--colour-accent` of the page, else the brand teal).
 */
export function logoSvg(label: string): string {
  const escaped = label.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO_VIEW_BOX}" width="232" height="48" role="img" aria-label="${escaped}" focusable="false">${LOGO_SVG_BODY.replace(/>\s+</g, '><')}</svg>`;
}
