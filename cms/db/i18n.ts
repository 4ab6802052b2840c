import { DEFAULT_LOCALE, type Locale } from '../../shared/constants';

/**
 * The value of a translated field in a locale: `tr(row, 'title', 'en')` reads `row.title_en` and
 * falls back to `row.title_de` when the translation is empty (as django-modeltranslation does).
 */
export function tr<N extends string>(row: { [K in `${N}_${Locale}`]: string }, field: N, locale: Locale, fallback = true): string {
  const value = row[`${field}_${locale}` as `${N}_${Locale}`];
  if (value || !fallback || locale === DEFAULT_LOCALE) return value ?? '';
  return row[`${field}_${DEFAULT_LOCALE}` as `${N}_${Locale}`] ?? '';
}
