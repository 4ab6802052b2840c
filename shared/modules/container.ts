/** Container sections hold modules in columns. Layouts are column widths out of 12 (SPEC §3). */
export const CONTAINER_LAYOUTS = [
  { label: '100%', columns: [12] },
  { label: '67%-33%', columns: [8, 4] },
  { label: '33%-67%', columns: [4, 8] },
  { label: '50%-50%', columns: [6, 6] },
  { label: '33%-33%-33%', columns: [4, 4, 4] },
  { label: '25%-50%-25%', columns: [3, 6, 3] },
] as const;

export type LayoutIndex = 0 | 1 | 2 | 3 | 4 | 5;

export function columnCount(layout: number): number {
  return CONTAINER_LAYOUTS[layout]?.columns.length ?? 1;
}

export function isValidLayout(layout: unknown): layout is LayoutIndex {
  return Number.isInteger(layout) && (layout as number) >= 0 && (layout as number) < CONTAINER_LAYOUTS.length;
}

/** Where a section may hang: a content page, or the content area of a concert, story or person. */
export const SECTION_CONTENT_TYPES = ['page', 'event', 'story', 'person', 'hub', 'shared'] as const;
export type SectionContentType = (typeof SECTION_CONTENT_TYPES)[number];

/** The kinds of object that have a content section of their own below their detail page. */
export type ObjectSectionType = Exclude<SectionContentType, 'page' | 'hub' | 'shared'>;

/** The slug of an object's own container section, e.g. `event-12` (the seed and the editor use the same rule). */
export const objectSectionSlug = (contentType: ObjectSectionType, objectId: number): string => `${contentType}-${objectId}`;
