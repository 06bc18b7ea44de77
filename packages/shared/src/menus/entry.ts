import type { RoleName } from '../roles';

/** A layout route as menu settings see it (issue 13 item 4); ./catalogue.ts lists the route table's. */
export interface MenuCatalogueEntry {
  path: string;
  /** i18n key of the route title ('route' namespace of the web) */
  title: string;
  /** null: every logged-in role */
  roles: readonly RoleName[] | null;
  /** a detail page, not a menu entry */
  hidden: boolean;
  /** the menu entry a detail page belongs to */
  activeMenu?: string;
  /** a tab that cannot be closed */
  affix?: boolean;
  /** the menu group holding it */
  parent?: string;
}
