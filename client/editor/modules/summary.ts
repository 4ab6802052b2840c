import type { ModuleNode } from '../../../shared/contract/pages';

const TEXT_FIELDS = ['headline', 'content', 'title', 'link_text', 'text', 'image_alt', 'preline', 'embed', 'video_url', 'link_url', 'image_url'];

/** A short plain-text name of a module for lists and labels: its first filled text field. */
export function summaryOf(node: Pick<ModuleNode, 'data'>): string {
  for (const name of TEXT_FIELDS) {
    const value = node.data[name];
    if (typeof value === 'string' && value.trim()) return value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 60);
  }
  if (typeof node.data.event === 'number') return `#${node.data.event}`;
  return '';
}
