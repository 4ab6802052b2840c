/** Head tags of the concert and subscription detail pages (client/routing/title.ts asks for them). */
import type { EventDetail } from '../../../shared/contract/events';
import type { SubscriptionDetail } from '../../../shared/contract/subscriptions';

export interface DetailHead {
  title: string;
  description: string;
  image: string | null;
  type: string;
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** At most `max` characters, cut at a word with an ellipsis. */
export function summary(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

/** Title: the concert's title; description: subtitle, else the start of its text. */
export function eventHead(event: EventDetail): DetailHead {
  const description = summary(event.subtitle || plainText(event.text));
  return { title: event.title, description, image: event.image?.url ?? null, type: 'website' };
}

export function subscriptionHead(subscription: SubscriptionDetail): DetailHead {
  return { title: subscription.name, description: summary(subscription.subtitle || plainText(subscription.description)), image: null, type: 'website' };
}
