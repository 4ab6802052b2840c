/** Fixed destinations of the site frame (SPEC §2), per language. */
import type { Locale } from '../../shared/constants';
import { buildPath } from '../../shared/routes';

export const accessibilityPath = (locale: Locale) => (locale === 'de' ? '/de/barrierefreiheit' : '/en/accessibility');
/** The Easy-Language and sign-language pages (content pages under the accessibility page, seeded) */
export const easyLanguagePath = (locale: Locale) => (locale === 'de' ? '/de/barrierefreiheit/leichte-sprache' : '/en/accessibility/easy-language');
export const signLanguagePath = (locale: Locale) => (locale === 'de' ? '/de/barrierefreiheit/gebaerdensprache' : '/en/accessibility/sign-language');
export const pressPath = (locale: Locale) => buildPath('press', locale);
export const newsletterPath = (locale: Locale) => buildPath('newsletter', locale);
export const storiesPath = (locale: Locale) => buildPath('stories-category', locale);

/** The external ticket shop when the user endpoint names none (the seed's ticket URLs live there). */
export const DEFAULT_SHOP_URL = 'https://tickets.philharmonie-flussstadt.example/';

/** Social profiles of the orchestra (demo addresses). */
export const SOCIAL_LINKS = [
  { network: 'facebook', url: 'https://www.facebook.com/philharmonie.flussstadt.example' },
  { network: 'instagram', url: 'https://www.instagram.com/philharmonie.flussstadt.example' },
  { network: 'youtube', url: 'https://www.youtube.com/@philharmonie-flussstadt-example' },
  { network: 'itunes', url: 'https://podcasts.apple.com/de/podcast/philharmonie-flussstadt-example' },
  { network: 'spotify', url: 'https://open.spotify.com/show/philharmonie-flussstadt-example' },
] as const;
