/** RSS 2.0 of the stories of one language (docs/seo.md): the newest first, each with its page and teaser. */
import type { Locale } from '../../shared/constants';
import type { ArticleListItem } from '../../shared/contract/stories';
import { escapeXml } from './sitemap';

/** An item's image as an RSS enclosure: RSS 2.0 requires its real length in bytes and its type. */
export interface Enclosure {
  url: string;
  length: number;
  type: string;
}

/** The image an item's enclosure shows: the header image's large JPEG, else its original. */
export const enclosureImage = (article: ArticleListItem): string | null => article.header_image?.renditions?.large?.jpeg ?? article.header_image?.url ?? null;

export interface RssOptions {
  origin: string;
  locale: Locale;
  title: string;
  description: string;
  /** the feed's own path (atom:link rel=self) */
  selfPath: string;
  articles: readonly ArticleListItem[];
  /** by article id; an article without one (its image's length unknown) has no enclosure */
  enclosures?: ReadonlyMap<number, Enclosure>;
}

/** 'Fri, 14 Mar 2025 00:00:00 GMT' (RFC 822) from 'YYYY-MM-DD'. */
const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

export function storiesRss(options: RssOptions): string {
  const { origin, locale } = options;
  const items = options.articles.map((article) => {
    const url = escapeXml(origin + article.url[locale]);
    const enclosure = options.enclosures?.get(article.id);
    return (
      `<item><title>${escapeXml(article.title)}</title><link>${url}</link><guid isPermaLink="true">${url}</guid>` +
      `<pubDate>${rfc822(article.date)}</pubDate><description>${escapeXml(article.teaser)}</description>` +
      (enclosure ? `<enclosure url="${escapeXml(/^https?:/.test(enclosure.url) ? enclosure.url : origin + enclosure.url)}" type="${escapeXml(enclosure.type)}" length="${enclosure.length}"/>` : '') +
      '</item>'
    );
  });
  const newest = options.articles[0];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>' +
    `<title>${escapeXml(options.title)}</title><link>${escapeXml(`${origin}/${locale}/stories`)}</link>` +
    `<description>${escapeXml(options.description)}</description><language>${locale}</language>` +
    `<atom:link href="${escapeXml(origin + options.selfPath)}" rel="self" type="application/rss+xml"/>` +
    (newest ? `<lastBuildDate>${rfc822(newest.date)}</lastBuildDate>` : '') +
    `${items.join('')}</channel></rss>\n`
  );
}
