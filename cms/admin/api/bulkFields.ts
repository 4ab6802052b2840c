/**
 * Which admin resources move to the trash when deleted, and which fields a bulk change may set
 * (docs/admin.md "Trash", "Bulk actions"). Plain data: the admin bundle reads it too.
 */
import type { TrashKind } from '../../write/trashKinds';

/** resource -> the trash kind its deletes make */
export const TRASH_RESOURCES: Readonly<Record<string, TrashKind>> = {
  pages: 'page',
  events: 'event',
  stories: 'story',
  persons: 'person',
  directories: 'directory',
  files: 'file',
  subscriptions: 'subscription',
  forms: 'form',
  images: 'image',
};

/** resource -> the fields a bulk change may set on every selected row at once */
export const BULK_FIELDS: Readonly<Record<string, readonly string[]>> = {
  events: ['availability', 'venue_id', 'genre_id', 'is_online'],
  stories: ['is_online', 'category_ids'],
  persons: ['is_online', 'category_ids'],
  directories: ['category_id'],
};

/** most rows one bulk request may name */
export const BULK_MAX = 500;
