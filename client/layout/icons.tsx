/**
 * The site's SVG icons, drawn in one sprite (./icons.svg: inline in every page's body,
 * server/render/iconSprite.ts, not part of the JavaScript) and referenced with <use>. Decorative by
 * default (aria-hidden): the control that holds an icon carries the accessible name. 24-unit grid;
 * stroke icons use currentColor.
 */
import type { SVGProps } from 'react';
import { iconHref } from './iconIds';

type IconProps = SVGProps<SVGSVGElement>;

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** One symbol of the sprite; `solid`: filled with currentColor instead of stroked. */
export function Icon({ name, solid = false, ...props }: IconProps & { name: string; solid?: boolean }) {
  return (
    <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden focusable={false} {...(solid ? { fill: 'currentColor' } : STROKE)} {...props}>
      <use href={iconHref(name)} />
    </svg>
  );
}

export const CartIcon = (p: IconProps) => <Icon name="cart" {...p} />;
export const UserIcon = (p: IconProps) => <Icon name="user" {...p} />;
export const AccessibilityIcon = (p: IconProps) => <Icon name="accessibility" {...p} />;
/** 'Leichte Sprache': a page with simple lines */
export const EasyLanguageIcon = (p: IconProps) => <Icon name="easy-language" {...p} />;
/** 'Gebärdensprache': an open hand */
export const SignLanguageIcon = (p: IconProps) => <Icon name="sign-language" {...p} />;
export const GlobeIcon = (p: IconProps) => <Icon name="globe" {...p} />;
export const ChevronDownIcon = (p: IconProps) => <Icon name="chevron-down" {...p} />;
export const ArrowLeftIcon = (p: IconProps) => <Icon name="arrow-left" {...p} />;
export const ArrowUpIcon = (p: IconProps) => <Icon name="arrow-up" {...p} />;
export const ArrowRightIcon = (p: IconProps) => <Icon name="arrow-right" {...p} />;
export const CloseIcon = (p: IconProps) => <Icon name="close" {...p} />;
export const BurgerIcon = (p: IconProps) => <Icon name="burger" {...p} />;
export const FacebookIcon = (p: IconProps) => <Icon name="facebook" solid={true} {...p} />;
export const InstagramIcon = (p: IconProps) => <Icon name="instagram" {...p} />;
export const YouTubeIcon = (p: IconProps) => <Icon name="you-tube" solid={true} {...p} />;
/** iTunes / Apple Music: a beamed note */
export const ITunesIcon = (p: IconProps) => <Icon name="i-tunes" solid={true} {...p} />;
export const SpotifyIcon = (p: IconProps) => <Icon name="spotify" solid={true} {...p} />;
