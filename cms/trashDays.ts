/** How long a deleted object stays in the trash unless TRASH_DAYS says otherwise (cms/config.ts, docs/admin.md "Trash"). */
export const DEFAULT_TRASH_DAYS = 30;
