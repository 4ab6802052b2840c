/**
 * The editor-only calls of the field widgets (docs/api/pageeditor.md finders, docs/api/media.md),
 * through the store's API client (credentials and CSRF header included), and a small loader hook.
 */
import { useEffect, useState } from 'react';
import type { Locale } from '../../../shared/constants';
import type { LinkTargetKind } from '../../../shared/contract/finders';
import { ApiError } from '../../../shared/api/errors';
import type { ApiClient } from '../../../shared/api/client';
import { useStore } from '../../stores/context';
import { storeEnv } from '../../stores/env';

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const finderPaths = {
  links: (locale: Locale, text: string, kind?: LinkTargetKind) => `/${locale}/pageeditor-api/finder/links/${query({ query: text.trim(), kind })}`,
  resolveLink: (locale: Locale, url: string, page: number | null) =>
    `/${locale}/pageeditor-api/finder/links/resolve/${query(page ? { page } : { url })}`,
  events: (locale: Locale, search: string, page: number) => `/${locale}/pageeditor-api/finder/events/${query({ search: search.trim(), page: page > 1 ? page : undefined })}`,
  event: (locale: Locale, id: number) => `/${locale}/pageeditor-api/finder/events/${id}/`,
  images: (locale: Locale, search: string, page: number) => `/${locale}/pageeditor-api/images/${query({ search: search.trim(), page: page > 1 ? page : undefined })}`,
  image: (locale: Locale, id: number) => `/${locale}/pageeditor-api/images/${id}/`,
};

export function useApi(): ApiClient {
  return storeEnv(useStore()).api;
}

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  /** the back end's message, or null */
  error: string | null;
}

/** Delay between typing and searching. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Loads `path` (after `delayMs`, again whenever it changes; null loads nothing). Answers of an older
 * path that arrive late are ignored. `reloadKey` forces a new load of the same path; until it
 * answers, the last answer of that path stays (`loading` is true), so a list being reloaded does not
 * vanish and the dialog around it keeps its size and place.
 */
export function useLoad<T>(path: string | null, delayMs = 0, reloadKey = 0): Loaded<T> {
  const api = useApi();
  const key = path === null ? null : `${reloadKey} ${path}`;
  const [result, setResult] = useState<{ key: string | null; path: string | null; data: T | null; error: string | null }>({ key: null, path: null, data: null, error: null });
  useEffect(() => {
    if (path === null || key === null) return;
    let current = true;
    const timer = setTimeout(() => {
      api.get<T>(path).then(
        (data) => current && setResult({ key, path, data, error: null }),
        (error: unknown) => current && setResult({ key, path, data: null, error: messageOf(error) }),
      );
    }, delayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, path, key, delayMs]);
  const fresh = key !== null && result.key === key;
  const reloading = !fresh && path !== null && result.path === path;
  return { data: fresh || reloading ? result.data : null, loading: key !== null && !fresh, error: fresh ? result.error : null };
}

export function messageOf(error: unknown): string {
  return error instanceof ApiError || error instanceof Error ? error.message : String(error);
}

export const isNotFoundError = (error: unknown) => error instanceof ApiError && error.status === 404;
