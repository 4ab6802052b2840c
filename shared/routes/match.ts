/** Matching a path against the route table, and building a path from a route name and parameters. */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
import { ROUTES, type RouteDefinition, type RouteName, type RouteParams } from './table';

type Segment =
  | { kind: 'literal'; value: string }
  | { kind: 'param'; name: string; optional: boolean }
  | { kind: 'rest' };

export interface RouteMatch {
  name: RouteName;
  locale: Locale;
  /** decoded values; the catch-all's rest is `slug`, its segments joined with '/' */
  params: RouteParams;
  route: RouteDefinition;
}

/** The parameter that holds the rest of the path of a `*` pattern. */
export const REST_PARAM = 'slug';

function compile(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part): Segment => {
      if (part === '*') return { kind: 'rest' };
      if (part.startsWith(':')) {
        const optional = part.endsWith('?');
        return { kind: 'param', name: part.slice(1, optional ? -1 : undefined), optional };
      }
      return { kind: 'literal', value: part };
    });
}

const COMPILED = ROUTES.map((route) => ({
  route,
  patterns: LOCALES.map((locale) => ({ locale, segments: compile(route.paths[locale]) })),
}));

/** The path's segments, percent-decoded; null when the encoding is malformed. */
export function splitPath(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

function matchSegments(pattern: Segment[], parts: string[]): RouteParams | null {
  const params: RouteParams = {};
  let i = 0;
  for (const segment of pattern) {
    if (segment.kind === 'rest') {
      if (i >= parts.length) return null;
      params[REST_PARAM] = parts.slice(i).join('/');
      i = parts.length;
    } else if (segment.kind === 'literal') {
      if (parts[i] !== segment.value) return null;
      i += 1;
    } else if (i < parts.length) {
      params[segment.name] = parts[i];
      i += 1;
    } else if (!segment.optional) {
      return null;
    }
  }
  return i === parts.length ? params : null;
}

/**
 * The route a path belongs to. Null when no route fits or the first fitting route's parameters are
 * malformed: both answer 404 'This page could not be found'.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = splitPath(pathname);
  if (!parts) return null;
  for (const { route, patterns } of COMPILED) {
    for (const { locale, segments } of patterns) {
      const params = matchSegments(segments, parts);
      if (!params) continue;
      const matchLocale = route.localized ? locale : DEFAULT_LOCALE;
      if (route.validate && !route.validate(params, matchLocale)) return null;
      return { name: route.name, locale: matchLocale, params, route };
    }
  }
  return null;
}

/** The language named by the first path segment, if any. */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split('/').find(Boolean);
  return LOCALES.find((locale) => locale === first);
}

/** The path of a route in a language; optional parameters left out when empty. */
export function buildPath(name: RouteName, locale: Locale, params: RouteParams = {}): string {
  const entry = COMPILED.find((c) => c.route.name === name);
  if (!entry) throw new Error(`Unknown route ${name}`);
  const segments = entry.patterns.find((p) => p.locale === locale)!.segments;
  const parts: string[] = [];
  for (const segment of segments) {
    if (segment.kind === 'literal') parts.push(encodeURIComponent(segment.value));
    else if (segment.kind === 'rest') parts.push(...(params[REST_PARAM] ?? '').split('/').filter(Boolean).map(encodeURIComponent));
    else if (params[segment.name]) parts.push(encodeURIComponent(params[segment.name]));
    else if (!segment.optional) throw new Error(`Route ${name} needs the parameter ${segment.name}`);
  }
  return `/${parts.join('/')}`;
}
