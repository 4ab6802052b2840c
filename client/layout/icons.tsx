/**
 * The site's inline SVG icons (no icon font, no requests). Decorative by default (aria-hidden): the
 * control that holds an icon carries the accessible name. 24-unit grid, stroke icons use currentColor.
 */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const stroke = (props: IconProps) => ({
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  ...props,
});

const solid = (props: IconProps) => ({
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'currentColor',
  'aria-hidden': true,
  focusable: false,
  ...props,
});

export const CartIcon = (p: IconProps) => (
  <svg {...stroke(p)}>
    <path d="M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.3" />
    <circle cx="9.5" cy="20" r="1.2" />
    <circle cx="17" cy="20" r="1.2" />
  </svg>
);

export const UserIcon = (p: IconProps) => (
  <svg {...stroke(p)}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c1.2-3.8 4-5.5 7.5-5.5s6.3 1.7 7.5 5.5" />
  </svg>
);

export const AccessibilityIcon = (p: IconProps) => (
  <svg {...stroke(p)}>
    <circle cx="12" cy="4.5" r="1.8" />
    <path d="M4.5 8.5 12 10l7.5-1.5M12 10v4.5M12 14.5 8.5 21M12 14.5l3.5 6.5" />
  </svg>
);

/** 'Leichte Sprache': a page with simple lines */
export const EasyLanguageIcon = (p: IconProps) => (
  <svg {...stroke(p)}>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M8.5 8h7M8.5 12h7M8.5 16h4" />
  </svg>
);

/** 'Gebärdensprache': an open hand */
export const SignLanguageIcon = (p: IconProps) => (
  <svg {...stroke(p)}>
    <path d="M8 12.5V5.8a1.3 1.3 0 0 1 2.6 0V11M10.6 11V4.3a1.3 1.3 0 0 1 2.6 0V11M13.2 11V5.3a1.3 1.3 0 0 1 2.6 0V12M15.8 12V8.3a1.3 1.3 0 0 1 2.6 0v5.2a7 7 0 0 1-7 7h-.6a6 6 0 0 1-4.9-2.5l-2.6-3.7a1.4 1.4 0 0 1 2.2-1.7L8 14" />
  </svg>
);

export const GlobeIcon = (p: IconProps) => (
  <svg {...stroke(p)}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z" />
  </svg>
);

export const ChevronDownIcon = (p: IconProps) => (
  <svg {...stroke(p)}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const ArrowLeftIcon = (p: IconProps) => (
  <svg {...stroke(p)}>
    <path d="M19 12H5M11 6l-6 6 6 6" />
  </svg>
);

export const ArrowUpIcon = (p: IconProps) => (
  <svg {...stroke(p)}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </svg>
);

export const ArrowRightIcon = (p: IconProps) => (
  <svg {...stroke(p)}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);

export const CloseIcon = (p: IconProps) => (
  <svg {...stroke(p)}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);

export const BurgerIcon = (p: IconProps) => (
  <svg {...stroke(p)}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export const FacebookIcon = (p: IconProps) => (
  <svg {...solid(p)}>
    <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.7c0-.9.3-1.5 1.5-1.5h1.5V4.5a20 20 0 0 0-2.3-.1c-2.3 0-3.8 1.4-3.8 3.9v2.2H8v3h2.4V21z" />
  </svg>
);

export const InstagramIcon = (p: IconProps) => (
  <svg {...stroke(p)}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </svg>
);

export const YouTubeIcon = (p: IconProps) => (
  <svg {...solid(p)}>
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z" />
  </svg>
);

/** iTunes / Apple Music: a beamed note */
export const ITunesIcon = (p: IconProps) => (
  <svg {...solid(p)}>
    <path d="M19 3.5v11.8a3 3 0 1 1-1.8-2.8V7.6l-8 1.7v8a3 3 0 1 1-1.8-2.8V5.8z" />
  </svg>
);

export const SpotifyIcon = (p: IconProps) => (
  <svg {...solid(p)}>
    <path d="M12 2.5a9.5 9.5 0 1 0 0 19 9.5 9.5 0 0 0 0-19zm4.3 13.7a.6.6 0 0 1-.8.2c-2.3-1.4-5.1-1.7-8.5-.9a.6.6 0 1 1-.3-1.2c3.7-.8 6.8-.5 9.4 1.1.3.2.4.5.2.8zm1.2-2.7a.7.7 0 0 1-1 .2c-2.6-1.6-6.6-2.1-9.7-1.1a.7.7 0 0 1-.4-1.4c3.5-1.1 7.9-.6 10.9 1.3.3.2.4.7.2 1zm.1-2.8C14.5 8.9 9.3 8.7 6.3 9.6a.8.8 0 1 1-.5-1.6c3.5-1 9.2-.8 12.8 1.3a.8.8 0 1 1-.9 1.4z" />
  </svg>
);
