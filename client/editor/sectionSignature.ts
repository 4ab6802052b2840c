import type { ContainerSection } from '../../shared/contract/pages';

/** What says a section changed (also what a history kept for the session was based on, ./history/sessionHistory.ts): its version (structure), layout, anchor and each module's version (data). */
export const signature = (s: ContainerSection) =>
  `${s.version ?? ''}|${s.layout}|${s.slug}|${s.modules.map((m) => `${m.id}:${m.version ?? ''}(${m.children.map((c) => `${c.id}:${c.version ?? ''}`).join(',')})`).join(';')}`;
