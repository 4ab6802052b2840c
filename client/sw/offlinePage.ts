/** The bilingual offline page the service worker answers with when a page cannot be fetched. */
import { ACCENT_COLOUR, ERROR_VIEW_MIN_HEIGHT } from '../../shared/constants';
import { resources } from '../../shared/i18n';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function offlinePageHtml(): string {
  const de = resources.de.translation.offline;
  const en = resources.en.translation.offline;
  const block = (lang: string, t: typeof de) =>
    `<section lang="${lang}"><h1>${escape(t.title)}</h1><p>${escape(t.message)}</p><a href="">${escape(t.retry)}</a></section>`;
  return `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(de.title)} · ${escape(en.title)}</title><style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1a1a1a}
main{display:flex;flex-wrap:wrap;gap:3rem;align-items:center;justify-content:center;min-height:max(${ERROR_VIEW_MIN_HEIGHT}px,100vh);padding:2rem;text-align:center}
section{max-width:24rem}h1{font-size:2rem;font-weight:800}p{font-size:1.1rem;line-height:1.5}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:999px;background:${ACCENT_COLOUR};color:#fff;font-weight:700;text-decoration:none}
</style></head><body><main>${block('de', de)}${block('en', en)}</main></body></html>`;
}
