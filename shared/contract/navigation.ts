export interface NavItem {
  id: number;
  menu_name: string;
  url: string;
  is_highlight: boolean;
  in_burger_menu: boolean;
  children: NavItem[];
}

/** One story of the site frame's news (GET …/nav?news=N): the teaser's stories, only what the footer shows. */
export interface NewsItem {
  id: number;
  title: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** the story's address in the request's language */
  url: string;
}

export interface Navigation {
  menu: NavItem[];
  footer: NavItem[];
  /** with `?news=N` only: the N stories the articles teaser would list first (highlights, then the newest) */
  news?: NewsItem[];
}
