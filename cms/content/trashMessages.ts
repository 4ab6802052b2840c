/**
 * Messages of the trash and of the admin's bulk changes (cms/write/trashWrite.ts, cms/write/bulkWrite.ts),
 * English for the API and German for the page editor and the admin (cms/admin/app/serverMessages.ts).
 * Plain data: the admin bundle reads it too.
 */
export const trashMessages = {
  slugTaken: 'Its address is taken meanwhile: restore it with the suggested address, or choose another one.',
  ownerGone: 'What it belongs to is no longer there (in the trash?): restore that first.',
  hasSubpages: 'This page has sub-pages: move or delete them first.',
  notInTrash: 'This entry is no longer in the trash.',
  bulkRefused: (id: number) => `Nothing was changed: entry ${id} was refused.`,
  bulkUnknown: (id: number) => `Nothing was changed: entry ${id} does not exist.`,
} as const;

export type TrashMessageTable = { [K in keyof typeof trashMessages]: (typeof trashMessages)[K] extends (id: number) => string ? (id: number) => string : string };

export const trashMessagesDe: TrashMessageTable = {
  slugTaken: 'Seine Adresse ist inzwischen vergeben: mit der vorgeschlagenen Adresse wiederherstellen oder eine andere wählen.',
  ownerGone: 'Das, wozu es gehört, gibt es nicht mehr (im Papierkorb?): stellen Sie das zuerst wieder her.',
  hasSubpages: 'Diese Seite hat Unterseiten: verschieben oder löschen Sie diese zuerst.',
  notInTrash: 'Dieser Eintrag ist nicht mehr im Papierkorb.',
  bulkRefused: (id: number) => `Nichts wurde geändert: Eintrag ${id} wurde abgelehnt.`,
  bulkUnknown: (id: number) => `Nichts wurde geändert: Eintrag ${id} gibt es nicht.`,
};
