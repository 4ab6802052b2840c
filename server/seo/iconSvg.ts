/**
 * The site's icon (a white quaver on the accent teal) and the Open Graph fallback image, as SVG. The
 * SVG is served as the favicon; scripts/icons.ts renders the PNG sizes from it into iconData.ts.
 */
export const THEME_COLOR = '#007a71';

const NOTE = '<path fill="#fff" d="M27 14h5v27.5a8.5 7 0 1 1-5-6.4z"/><path fill="#fff" d="M32 14c2 6 12 8 12 17 0 3-1 6-3 8 1-7-3-12-9-13z"/>';

export const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${THEME_COLOR}"/>${NOTE}</svg>`;

export const OG_IMAGE_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="${THEME_COLOR}"/>` +
  '<rect y="560" width="1200" height="70" fill="#ffd84d"/>' +
  `<g transform="translate(440 135) scale(5.6)">${NOTE}</g></svg>`;
