/**
 * The part of i18next the site uses, in about 1.5 KiB instead of 15 (the visitor JavaScript
 * budget, docs/performance.md; docs/i18n.md). The client build aliases `i18next` to this file
 * (webpack.config.ts), so react-i18next, client/index.tsx and every component run on it unchanged;
 * the server makes its per-request instances with it too (server/middleware/i18n.ts). The real
 * i18next stays as the reference: test/unit/i18n/i18nLite.test.ts renders every text of both
 * languages through both and requires the same result (server and browser markup must match).
 *
 * What it does as i18next does: namespaces (`translation` by default; another one added with
 * addResourceBundle and read through `getFixedT(lng, ns)` or `{ ns }`, as the editor's widgets
 * do), nested keys ('a.b.c'), a fallback language, `{{name}}` interpolation (no escaping: React
 * escapes), plurals with `count` (`key_one`, `key_other`, `key_zero` via Intl.PluralRules),
 * `context`, a list of keys (first found), `defaultValue`, `returnObjects`, `lng`, getFixedT,
 * changeLanguage with 'languageChanged', and the members react-i18next reads (isInitialized,
 * languages, options, hasLoadedNamespace, store events). Anything else (formatters, `$t()` nesting,
 * `ns:key` prefixes, backends) is not there: the parity test fails first.
 */
import type { i18n as I18n, InitOptions } from 'i18next';

type Texts = Record<string, unknown>;
type Listener = (...args: unknown[]) => void;
type TOptions = Record<string, unknown> & { lng?: string; ns?: string; count?: number; context?: string; defaultValue?: unknown; returnObjects?: boolean };

interface State {
  language: string;
  /** language -> namespace -> texts */
  bundles: Record<string, Record<string, Texts>>;
  listeners: Record<string, Set<Listener>>;
}

const NAMESPACE = 'translation';
const isObject = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value);

function lookup(texts: Texts | undefined, key: string): unknown {
  let value: unknown = texts;
  for (const part of key.split('.')) {
    // arrays too: i18next reads 'list.0' as the first item of a list
    if (Array.isArray(value)) value = value[Number(part)] as unknown;
    else if (isObject(value)) value = value[part];
    else return undefined;
  }
  return value;
}

function deepMerge(target: Texts, source: Texts, overwrite: boolean): Texts {
  for (const [key, value] of Object.entries(source)) {
    if (isObject(value) && isObject(target[key])) deepMerge(target[key], value, overwrite);
    else if (overwrite || !(key in target)) target[key] = value;
  }
  return target;
}

function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{(.+?)\}\}/g, (_match, name: string) => {
    const value = lookup(values, name.trim());
    return value === undefined || value === null ? '' : String(value as string | number);
  });
}

const plurals = new Map<string, Intl.PluralRules>();
function pluralRules(lng: string): Intl.PluralRules {
  let rules = plurals.get(lng);
  if (!rules) plurals.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules;
}

/** i18next's candidate keys, most specific first: context and plural suffixes, then the key itself. */
function candidates(key: string, lng: string, options: TOptions): string[] {
  const bases = options.context !== undefined && options.context !== '' ? [`${key}_${options.context}`, key] : [key];
  if (typeof options.count !== 'number') return bases;
  const suffix = pluralRules(lng).select(options.count);
  return bases.flatMap((base) => [...(options.count === 0 ? [`${base}_zero`] : []), `${base}_${suffix}`, base]);
}

class LiteI18n {
  readonly options: InitOptions & { react?: Record<string, unknown> };
  readonly isInitialized = true;
  readonly services = {};
  private readonly state: State;

  constructor(options: InitOptions) {
    this.options = { ...options, react: { ...options.react, useSuspense: false } };
    const bundles: State['bundles'] = {};
    for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
      bundles[lng] = Object.fromEntries(Object.entries(namespaces).map(([ns, texts]) => [ns, { ...(texts as Texts) }]));
    }
    this.state = { language: options.lng ?? this.fallback, bundles, listeners: {} };
  }

  private get fallback(): string {
    const fallback = this.options.fallbackLng;
    return typeof fallback === 'string' ? fallback : Array.isArray(fallback) ? String(fallback[0]) : 'dev';
  }

  get language(): string {
    return this.state.language;
  }

  get resolvedLanguage(): string {
    return this.state.language;
  }

  get languages(): string[] {
    return [...new Set([this.state.language, this.fallback])];
  }

  get store() {
    return { on: () => undefined, off: () => undefined };
  }

  init(): Promise<LiteI18n['t']> {
    return Promise.resolve(this.t);
  }

  on(event: string, listener: Listener): void {
    (this.state.listeners[event] ??= new Set()).add(listener);
  }

  off(event: string, listener?: Listener): void {
    if (listener) this.state.listeners[event]?.delete(listener);
    else delete this.state.listeners[event];
  }

  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.state.listeners[event] ?? [])]) listener(...args);
  }

  changeLanguage(lng?: string): Promise<LiteI18n['t']> {
    if (lng && lng !== this.state.language) {
      this.state.language = lng;
      this.emit('languageChanged', lng);
    }
    return Promise.resolve(this.t);
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.state.bundles[lng]?.[ns] !== undefined;
  }

  getResourceBundle(lng: string, ns = NAMESPACE): Texts | undefined {
    return this.state.bundles[lng]?.[ns];
  }

  addResourceBundle(lng: string, ns: string, texts: Texts, deep = false, overwrite = false): this {
    const namespaces = (this.state.bundles[lng] ??= {});
    const current = namespaces[ns] ?? {};
    namespaces[ns] = deep ? deepMerge(current, texts, overwrite) : { ...current, ...texts };
    return this;
  }

  hasLoadedNamespace(): boolean {
    return true;
  }

  loadNamespaces(_ns: unknown, callback?: () => void): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  loadLanguages(_lng: unknown, callback?: () => void): Promise<void> {
    return this.loadNamespaces(undefined, callback);
  }

  exists(key: string | string[], options: TOptions = {}): boolean {
    return this.resolve(key, options) !== undefined;
  }

  private resolve(keys: string | string[], options: TOptions): unknown {
    const lng = options.lng ?? this.state.language;
    const ns = options.ns ?? NAMESPACE;
    for (const key of Array.isArray(keys) ? keys : [keys]) {
      for (const language of [...new Set([lng, this.fallback])]) {
        for (const candidate of candidates(key, language, options)) {
          const value = lookup(this.state.bundles[language]?.[ns], candidate);
          if (value !== undefined && value !== null) return value;
        }
      }
    }
    return undefined;
  }

  readonly t = (keys: string | string[], optionsOrDefault?: TOptions | string): unknown => {
    const options: TOptions = typeof optionsOrDefault === 'string' ? { defaultValue: optionsOrDefault } : (optionsOrDefault ?? {});
    const value = this.resolve(keys, options);
    if (typeof value === 'string') return interpolate(value, options);
    if (value !== undefined) return options.returnObjects ? value : `key '${String(keys)}' returned an object instead of string.`;
    if (typeof options.defaultValue === 'string') return interpolate(options.defaultValue, options);
    return Array.isArray(keys) ? keys[keys.length - 1] : keys;
  };

  getFixedT(lng?: string | null, ns?: string | null): LiteI18n['t'] {
    const fixed = { ...(lng ? { lng } : {}), ...(ns ? { ns } : {}) };
    return (keys, options) => this.t(keys, typeof options === 'string' ? { defaultValue: options, ...fixed } : { ...options, ...fixed });
  }

  cloneInstance(): this {
    return this;
  }
}

export function createInstance(options: InitOptions = {}): I18n {
  return new LiteI18n(options) as unknown as I18n;
}

/** react-i18next's selector keys (`t($ => $.a.b)`): the path the selector walks. */
export function keyFromSelector(selector: (path: unknown) => unknown): string {
  const parts: string[] = [];
  const proxy: unknown = new Proxy({}, { get: (_target, property) => (parts.push(String(property)), proxy) });
  selector(proxy);
  return parts.join('.');
}

export default { createInstance };
