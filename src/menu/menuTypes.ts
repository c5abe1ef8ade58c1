/** A menu item as schemas/menus/*.json describe it (SH-MENU-5). */
export interface MenuItem {
  title: string;
  path?: string;
  icon?: string;
  image?: string;
  /** A module (its List action) or a [module, action] pair. */
  permission?: string | [string, string];
  children?: MenuItem[];
}

export type PermissionCheck = (permission: string | [string, string]) => boolean;
