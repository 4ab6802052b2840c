/** GET /{locale}/pageeditor-api/user */
export interface EditorUser {
  is_logged_in: boolean;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  is_staff: boolean;
  has_dashboard_online_access: boolean;
  admin_menus: { label: string; url: string }[];
  login_url: string;
  logout_url: string;
  webshop_url: string;
}
