/**
 * Intl formatters, made once per locale and options and reused: constructing an Intl.DateTimeFormat
 * costs far more than formatting with one (a page of concerts made a new one for every date part:
 * 15 % of the server's render CPU). Every date and number on the site is formatted through these.
 */
/** The Intl locale of a site language: British English, German as spoken in Germany. */
export const intlLocale = (locale: string): 'en-GB' | 'de-DE' => (locale === 'en' ? 'en-GB' : 'de-DE');

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

const keyOf = (locale: string, options: object) => `${locale}|${JSON.stringify(options)}`;

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}
