/** What the editor's operations work on. */
import type { DraftContentType } from '../../../shared/contract/pages';

/** An owner that has drafts: a page, concert, story or person. */
export interface DraftOwner {
  content_type: DraftContentType;
  object_id: number;
}

/** Where a new module goes. */
export interface Placement {
  section: number;
  column: number;
  parent: number | null;
  order?: number;
}
