/** GET /{locale}/api/genres/ : list, in the request's locale, ordered. */
export interface Genre {
  id: number;
  name: string;
  slug: string;
}
