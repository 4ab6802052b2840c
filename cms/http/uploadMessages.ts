/**
 * 'The file is too large: at most 10 MB.' in both languages: the upload reader answers with it where
 * the endpoint knows the editor's language, and the admin's messages use the same wording. Plain data,
 * no imports: the admin bundle reads it too (through cms/admin/api/messages.ts).
 */
export const fileTooLarge = {
  en: (mb: number) => `The file is too large: at most ${mb} MB.`,
  de: (mb: number) => `Die Datei ist zu groß: höchstens ${mb} MB.`,
} as const;
