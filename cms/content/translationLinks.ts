/**
 * Links in text copied into the other language (issue 45 item 4): an address of this site in the
 * source's language (`/de/support/faq`, a concert's, story's or person's page) becomes its
 * counterpart in the target language (`/en/support/faq`) when it has one; an address without one,
 * an external one and everything else stays as it was. Link fields (`url` kind) and the links of
 * rich text are rewritten; the query and fragment are kept.
 */
import type { Locale } from '../../shared/constants';
import { getModuleSchema } from '../../shared/modules/registry';
import type { DbOrTx } from '../db/client';
import { resolveTarget } from './finders';

const HREF = /href="([^"]*)"/g;

/** The address's counterpart in `to`, or null when it has none (or is no address of this site in `from`). */
async function counterpart(db: DbOrTx, url: string, from: Locale, to: Locale): Promise<string | null> {
  if (!url.startsWith(`/${from}/`) && url !== `/${from}`) return null;
  const [, path, rest = ''] = /^([^?#]*)(.*)$/.exec(url)!;
  const target = await resolveTarget(db, path, undefined, to);
  if (!target || !(target.url === `/${to}` || target.url.startsWith(`/${to}/`))) return null;
  return `${target.url}${rest}`;
}

/** A translator: every address looked up once per copy. */
export function linkTranslator(db: DbOrTx, from: Locale, to: Locale) {
  const known = new Map<string, Promise<string | null>>();
  const lookup = (url: string) => {
    if (!known.has(url)) known.set(url, counterpart(db, url, from, to));
    return known.get(url)!;
  };

  async function inHtml(html: string): Promise<string> {
    const urls = [...html.matchAll(HREF)].map((m) => m[1]);
    const found = new Map<string, string | null>();
    for (const url of urls) found.set(url, await lookup(url.replace(/&amp;/g, '&')));
    return html.replace(HREF, (whole, url: string) => {
      const next = found.get(url);
      return next ? `href="${next.replace(/&/g, '&amp;')}"` : whole;
    });
  }

  /** `data` of a module of `model` with its links in `to`. */
  return async function translateLinks(model: string, data: Record<string, unknown>): Promise<Record<string, unknown>> {
    const out = { ...data };
    for (const field of getModuleSchema(model)?.fields ?? []) {
      const value = out[field.name];
      if (typeof value !== 'string' || value === '') continue;
      if (field.kind === 'url') out[field.name] = (await lookup(value)) ?? value;
      else if (field.kind === 'richtext') out[field.name] = await inHtml(value);
    }
    return out;
  };
}
