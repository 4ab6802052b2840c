/** Who a set of container sections belongs to (docs/api/pageeditor.md: content_type + object_id). */
import type { SectionContentType } from '../../shared/modules/container';

export interface EditableOwner {
  content_type: SectionContentType;
  /** null for the content hub */
  object_id: number | null;
}

/** The key of an owner's sections in the EditorStore, e.g. `page-12`, `event-3`, `hub`. */
export const ownerKey = (owner: EditableOwner): string => (owner.object_id === null ? owner.content_type : `${owner.content_type}-${owner.object_id}`);

/**
 * The slug of the section the editor creates when an owner has none: `{type}-{id}` for objects (the
 * seed and client/pages/ObjectSections.tsx use the same rule), `page-{id}` for pages, `cms-hub` for the hub.
 */
export const firstSectionSlug = (owner: EditableOwner): string => (owner.content_type === 'hub' ? 'cms-hub' : ownerKey(owner));
