/** The site language a browser prefers, from its Accept-Language header; German when it names neither. */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/constants';

export function preferredLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag, ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((range) => range.q > 0 && !Number.isNaN(range.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranges.find((range) => (LOCALES as readonly string[]).includes(range.language));
  return (found?.language as Locale | undefined) ?? DEFAULT_LOCALE;
}
