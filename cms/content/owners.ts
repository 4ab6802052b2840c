/**
 * What a container section belongs to (content_type + object_id): a page, an event, a story, a
 * person, or the content hub (no object). Used to check that the object exists when a section is
 * created, and to hide sections of offline objects from visitors.
 */
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../auth/session';
import type { DbOrTx } from '../db/client';
import { events, pages, persons, stories } from '../db/schema';
import type { SectionOwner } from './tree';

/** The table of each kind of owner but the hub. */
export const OWNER_TABLES = { page: pages, event: events, story: stories, person: persons } as const;

type OwnerKind = keyof typeof OWNER_TABLES;

const isOwnerKind = (kind: string): kind is OwnerKind => kind in OWNER_TABLES;

async function ownerRow(db: DbOrTx, owner: SectionOwner): Promise<{ is_online: boolean } | null> {
  if (!isOwnerKind(owner.content_type) || owner.object_id === null) return null;
  const table = OWNER_TABLES[owner.content_type];
  const [row] = await db.select({ is_online: table.is_online }).from(table).where(eq(table.id, owner.object_id));
  return row ?? null;
}

export async function ownerExists(db: DbOrTx, owner: SectionOwner): Promise<boolean> {
  if (owner.content_type === 'hub') return owner.object_id === null;
  return (await ownerRow(db, owner)) !== null;
}

/** Visitors see sections of online objects (and of the hub); editors see everything. */
export async function ownerVisible(db: DbOrTx, owner: SectionOwner, user: SessionUser | null): Promise<boolean> {
  if (user) return true;
  if (owner.content_type === 'hub') return true;
  return (await ownerRow(db, owner))?.is_online ?? false;
}
