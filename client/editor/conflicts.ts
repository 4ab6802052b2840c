/**
 * Stale writes (409 'stale', cms/content/staleness.ts) as the editor shows them: what the server said
 * was changed, by whom and when, put into the words of a history entry ('Zitat „…“ geändert · Zora
 * Zweit · gerade eben') for a page and for a concert, story or person alike.
 */
import type { TFunction } from 'i18next';
import type { VersionChange } from '../../shared/contract/pages';
import { ApiError } from '../../shared/api/errors';
import type { ConflictInfo } from './EditorStore';
import { describeVersion } from './history/entry';

/** The 409's `change` and `changed_at`, for the conflict dialog. */
export function conflictDetails(error: ApiError): Pick<ConflictInfo, 'change' | 'changedAt'> {
  return { change: error.conflict?.change ?? null, changedAt: error.conflict?.changed_at ?? null };
}

export const isStale = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'stale';

/** The line 'what · who · when' of a conflict whose 409 named the change; '' when it did not. */
export function describeConflict(conflict: Pick<ConflictInfo, 'change' | 'changedAt' | 'changedBy'>, locale: string, t: TFunction, now = Date.now()): string {
  const change: VersionChange | null | undefined = conflict.change;
  if (!change) return '';
  return describeVersion(
    { id: 0, page: 0, created_at: conflict.changedAt ?? new Date(now).toISOString(), author: null, author_name: conflict.changedBy, note: '', change },
    locale,
    t,
    now,
  );
}
