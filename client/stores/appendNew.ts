/** A list grown by a further page: `more` appended without the entries `shown` already has (by id). */
export function appendNew<T extends { id: number }>(shown: readonly T[], more: readonly T[]): T[] {
  const known = new Set(shown.map((entry) => entry.id));
  return [...shown, ...more.filter((entry) => !known.has(entry.id))];
}
