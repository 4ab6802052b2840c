import type { Locale } from '../constants';

/** Paginated list as Django REST framework answers it. */
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Every 4xx/5xx of the back end answers this JSON. `errors` maps field names to messages. */
export interface ApiError {
  status: number;
  code: string;
  message: string;
  errors?: Record<string, string[]>;
  /** 409 of a stale module/section write (code 'stale'): the current state and who changed it */
  conflict?: { current: unknown; changed_by: string | null };
  /** 409 'slug_taken' of a restore from the trash: a free address per field, to restore it with */
  suggestion?: Record<string, string>;
}

export interface ImageRef {
  id: number;
  url: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
  copyright: string;
  focal_point?: { x: number; y: number } | null;
  /** alias (large, medium, small, vertical, vertical-small, horizontal, horizontal-small, thumbnail; older images may lack small and the -small ones) -> format (webp, avif, jpeg) -> url */
  renditions: Record<string, { width: number; height: number; webp: string; avif: string; jpeg: string }>;
}

export type LocalizedUrls = Partial<Record<Locale, string>>;
