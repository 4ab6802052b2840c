/** Edit mode: the `edit` query parameter present with no value (SPEC §2), e.g. `/de/ueber-uns?edit`. */
export function isEditMode(search: string | URLSearchParams): boolean {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  return query.get('edit') === '';
}
