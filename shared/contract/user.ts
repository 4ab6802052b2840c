/** GET /{locale}/pageeditor-api/user; also the answer of the JSON login and logout */
export interface EditorUser {
  is_logged_in: boolean;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  is_staff: boolean;
  /** approves what others submit for review (docs/editor.md "Review") */
  is_reviewer: boolean;
  /** may publish and schedule; false: the editor's changes need approval (submit for review) */
  may_publish: boolean;
  has_dashboard_online_access: boolean;
  admin_menus: { label: string; url: string }[];
  login_url: string;
  logout_url: string;
  webshop_url: string;
}

/** GET /{locale}/api/user-details/ (the "configured user details path"): the login user's fields */
export type LoginUser = Omit<EditorUser, 'admin_menus' | 'is_staff' | 'is_reviewer' | 'may_publish'>;
