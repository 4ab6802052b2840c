/**
 * The ids of the icon sprite's symbols in a page: the sprite (./icons.svg) is inline in every page's
 * body (server/render/iconSprite.ts), its ids prefixed so that no heading anchor or content id can
 * take one.
 */
export const ICON_ID_PREFIX = 'icon-';

/** `href` of a `<use>` of the symbol `name` */
export const iconHref = (name: string) => `#${ICON_ID_PREFIX}${name}`;
