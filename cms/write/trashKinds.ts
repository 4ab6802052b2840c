/** The kinds of object the trash keeps (cms/write/trashWrite.ts). Plain data: the admin bundle reads it too. */
export const TRASH_KINDS = ['page', 'event', 'story', 'person', 'directory', 'file', 'subscription', 'form', 'image', 'section', 'shared'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];
