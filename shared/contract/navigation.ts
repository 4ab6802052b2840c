export interface NavItem {
  id: number;
  menu_name: string;
  url: string;
  is_highlight: boolean;
  in_burger_menu: boolean;
  children: NavItem[];
}

export interface Navigation {
  menu: NavItem[];
  footer: NavItem[];
}
