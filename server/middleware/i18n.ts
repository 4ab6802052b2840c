/**
 * The request's language and translations, from i18next-http-middleware (docs/i18n.md): its
 * LanguageDetector takes the path's first segment when that is one of our languages (`/de/…`,
 * `/en/…`), else the browser's Accept-Language, else the default language (German). `handle` puts
 * the result on the request: `req.language`, `req.i18n` and `req.t`.
 *
 * Kept cheap with the library's own means: one i18next instance holds both languages' resources,
 * initialised once and synchronously at start (`initAsync: false`, no backend); each request gets a
 * `cloneInstance` of it that shares the resource store, never a new init or a load.
 */
import type { RequestHandler } from 'express';
import i18next, { type i18n as I18n } from 'i18next';
import { handle, LanguageDetector } from 'i18next-http-middleware';
import { LOCALES } from '../../shared/constants';
import { i18nOptions } from '../../shared/i18n';

/** The server's one i18next instance, ready when this returns. */
export function createServerI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(LanguageDetector).init({
    ...i18nOptions,
    preload: [...LOCALES],
    // language tags are case-insensitive (BCP 47): 'EN-gb' is English, which i18next would not match
    detection: { order: ['path', 'header'], lookupFromPathIndex: 0, caches: false, convertDetectedLanguage: (lng: string) => lng.toLowerCase() },
  });
  return instance;
}

let processI18n: I18n | null = null;

/**
 * The process's instance, made on first use: the request middleware clones it, and what answers
 * without a request's clone (the error pages, also before Express; the files for search engines and
 * feed readers in a language of their own) reads its texts from it with `getFixedT(locale)`.
 */
export function serverI18n(): I18n {
  processI18n ??= createServerI18n();
  return processI18n;
}

/** Sets `req.language`, `req.i18n` and `req.t` for every request after it. */
export function i18nMiddleware(instance: I18n = serverI18n()): RequestHandler {
  return handle(instance) as RequestHandler;
}
