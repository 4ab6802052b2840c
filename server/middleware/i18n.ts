/**
 * i18next per request: the middleware clones a base instance for each request (req.i18n), with the
 * language taken from the first path segment (German when there is none).
 */
import i18next from 'i18next';
import { handle, LanguageDetector } from 'i18next-http-middleware';
import { i18nOptions } from '../../shared/i18n';

export function i18nMiddleware() {
  const base = i18next.createInstance();
  void base.use(LanguageDetector).init({
    ...i18nOptions,
    detection: { order: ['path'], lookupFromPathIndex: 0, caches: false },
  });
  return handle(base);
}
