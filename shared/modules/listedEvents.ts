import type { ContainerSection, ModuleNode } from '../contract/pages';

/**
 * The ids of the events that event lists in these sections hold, in order, without duplicates: what
 * a page's `?with=events` answer carries (cms/api/listedEvents.ts) and what the client's module data
 * fetches otherwise (client/stores/ModuleDataStore.ts).
 */
export function eventIdsOf(sections: readonly ContainerSection[]): number[] {
  const ids = new Set<number>();
  const walk = (nodes: readonly ModuleNode[]) => {
    for (const node of nodes) {
      if (node.model === 'event-item' && typeof node.data.event === 'number') ids.add(node.data.event);
      walk(node.children ?? []);
    }
  };
  for (const section of sections) walk(section.modules);
  return [...ids];
}
