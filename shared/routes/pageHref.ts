/** `path` (which may carry a query) with `page=N` added: the paged API's form. */
export function withPage(path: string, page: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}page=${page}`;
}

/** The address of page `page` of a list at `path`: `?page=N` from page 2 on (docs/seo.md). */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : withPage(path, page);
}
