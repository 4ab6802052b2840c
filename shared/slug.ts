/**
 * Slug of a name (SPEC §5), by the `slugify` library (docs/architecture.md): lower-case, German
 * umlauts as ae/oe/ue and ß as ss, every other letter transliterated to its base letter (Sofía →
 * sofia, Dvořák → dvorak, Zieliński → zielinski), anything else between letters and digits one
 * hyphen, none at either end. Symbols become hyphens before slugify sees them, so '&' is not
 * spelled out as a word.
 */
import slugifyLibrary from 'slugify';

export function slugify(name: string): string {
  return slugifyLibrary(name.replace(/[^\p{L}\p{N}]+/gu, ' '), { lower: true, strict: true, locale: 'de', trim: true });
}
