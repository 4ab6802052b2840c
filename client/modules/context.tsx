/**
 * What module renderers share on one page: which image is the page's first (eager, high priority),
 * the events event lists refer to, and "now" for their past-event filters.
 */
import { createContext, useContext } from 'react';
import type { EventListItem } from '../../shared/contract/events';
import type { ContainerSection, ModuleNode } from '../../shared/contract/pages';
import { anyStr } from './fields';
import { isSitePathValue } from '../../shared/modules/fields';

export interface ModulesContextValue {
  /** imageKey of the page's first image, or null when something above the modules (a header image) comes first */
  priorityImage: string | null;
  events: Record<string, EventListItem>;
  now: number;
}

const ModulesContext = createContext<ModulesContextValue>({ priorityImage: null, events: {}, now: 0 });

export const ModulesProvider = ModulesContext.Provider;
export const useModules = () => useContext(ModulesContext);

export const imageKey = (node: Pick<ModuleNode, 'id'>, field = 'image') => `${node.id}:${field}`;

/** The modules of a section grouped by column, each column in order (what the visitor sees top to bottom on a phone). */
export function columnsOf(section: Pick<ContainerSection, 'modules'>, count: number): ModuleNode[][] {
  const columns: ModuleNode[][] = Array.from({ length: count }, () => []);
  for (const node of section.modules) columns[Math.min(Math.max(node.column, 0), count - 1)].push(node);
  for (const column of columns) column.sort((a, b) => a.order - b.order);
  return columns;
}

const hasImage = (node: ModuleNode, field = 'image') => !!node.images?.[field] || (field === 'image' && isSitePathValue(anyStr(node, 'image_url')));

/** The key of the first image in reading order (sections, then columns, then modules and their children). */
export function firstImageKey(sections: readonly ContainerSection[], columnCount: (layout: number) => number): string | null {
  const visit = (nodes: readonly ModuleNode[]): string | null => {
    for (const node of nodes) {
      if (hasImage(node)) return imageKey(node);
      const inChildren = visit([...(node.children ?? [])].sort((a, b) => a.order - b.order));
      if (inChildren) return inChildren;
    }
    return null;
  };
  for (const section of sections) {
    for (const column of columnsOf(section, columnCount(section.layout))) {
      const found = visit(column);
      if (found) return found;
    }
  }
  return null;
}
