import type { EndpointId } from '../api';
import { LANGUAGES, type Language } from '../constants';
import type { RoleName } from '../roles';
import type { MenuCatalogueEntry } from './catalogue';

/**
 * Menu settings (issue 13 item 4; apps/server/src/modules/menus/README.md): the platform's and a brand's
 * changes to a role's menu, merged over the route table. Pure, used by the server (validation, each
 * caller's effective menu, the refusal of hidden pages' endpoints) and by the console (sidebar, guard,
 * the editors' previews). The route table decides what a role may open; a setting can hide, reorder and
 * rename what the table gives, never add.
 */

/** A label per language; a language left out keeps the route's own title. */
export type MenuLabels = Partial<Record<Language, string>>;

/** One layer's change to one menu entry of a role. */
export interface MenuEntrySetting {
  path: string;
  hidden: boolean;
  /** position among the entries (0 first); null: the table's place */
  order: number | null;
  labels: MenuLabels;
}

/** A menu entry as a role sees it once the platform's and its brand's settings are applied. */
export interface EffectiveEntry {
  path: string;
  /** route-title key */
  title: string;
  hidden: boolean;
  /** hidden by the platform: a brand cannot show it again */
  hiddenByPlatform: boolean;
  /** cannot be hidden (the home tab, the menu editors themselves) */
  locked: boolean;
  labels: MenuLabels;
}

/** The menu editors: hiding them would lock their editors out. */
export const MENU_EDITOR_PATHS: readonly string[] = ['/menu/menu', '/menuBrand/brandIndex'];

/**
 * The endpoints that serve only these pages, by page. An endpoint listed here is refused to a role whose
 * every listed page is closed for it (refusesEndpoint); an endpoint listed nowhere is never refused by a
 * menu setting. List an endpoint only under every page of the console that calls it.
 */
export const PAGE_ENDPOINTS: Readonly<Record<string, readonly EndpointId[]>> = {
  '/lockUp/index': ['learning.setLessonRelease'],
  '/afterClassEvaluation/index': ['report.getLessonEvaluations', 'report.saveLessonEvaluation'],
};

export function opensTo(entry: MenuCatalogueEntry, role: RoleName): boolean {
  return entry.roles === null || entry.roles.includes(role);
}

/** The routes a role may open (the route table's role filter), one per path. */
export function routesOf(catalogue: readonly MenuCatalogueEntry[], role: RoleName): MenuCatalogueEntry[] {
  const seen = new Set<string>();
  const out: MenuCatalogueEntry[] = [];
  for (const entry of catalogue) {
    if (!opensTo(entry, role) || seen.has(entry.path)) continue;
    seen.add(entry.path);
    out.push(entry);
  }
  return out;
}

/** The menu entries of a role: its routes that are not detail pages, in table order. */
export function menuEntriesOf(catalogue: readonly MenuCatalogueEntry[], role: RoleName): MenuCatalogueEntry[] {
  return routesOf(catalogue, role).filter((e) => !e.hidden);
}

export function isLocked(entry: Pick<MenuCatalogueEntry, 'path' | 'affix'>): boolean {
  return entry.affix === true || MENU_EDITOR_PATHS.includes(entry.path);
}

/** What can be wrong with a layer of settings (the server words each as its message). */
export type LayerProblem =
  | { kind: 'adminBrand' }
  | { kind: 'unknownPage' | 'notOfRole' | 'twice' | 'locked'; path: string };

/**
 * What is wrong with a layer of settings for a role, or null. Every path must be a menu entry the role may
 * open (unknown pages, detail pages and pages of other roles are refused), listed once; a locked entry
 * cannot be hidden. `brandLayer`: the admin's menu is the platform's only.
 */
export function layerProblem(
  catalogue: readonly MenuCatalogueEntry[],
  role: RoleName,
  entries: readonly Pick<MenuEntrySetting, 'path' | 'hidden'>[],
  brandLayer: boolean,
): LayerProblem | null {
  if (brandLayer && role === 'admin') return { kind: 'adminBrand' };
  const own = new Map(menuEntriesOf(catalogue, role).map((e) => [e.path, e]));
  const seen = new Set<string>();
  for (const { path, hidden } of entries) {
    const entry = own.get(path);
    if (!entry) return { kind: catalogue.some((e) => e.path === path) ? 'notOfRole' : 'unknownPage', path };
    if (seen.has(path)) return { kind: 'twice', path };
    seen.add(path);
    if (hidden && isLocked(entry)) return { kind: 'locked', path };
  }
  return null;
}

function mergeLabels(platform: MenuLabels | undefined, brand: MenuLabels | undefined): MenuLabels {
  const out: MenuLabels = {};
  for (const language of LANGUAGES) {
    const label = brand?.[language] || platform?.[language];
    if (label) out[language] = label;
  }
  return out;
}

/**
 * A role's menu: the route table's entries for it, the platform's settings, then its brand's on top.
 * Hidden: by either layer (a brand cannot show what the platform hid), never a locked entry. Order: the
 * brand's position, else the platform's, else the table's; ties keep table order. Labels: per language,
 * the brand's, else the platform's.
 */
export function effectiveMenu(
  catalogue: readonly MenuCatalogueEntry[],
  role: RoleName,
  platform: readonly MenuEntrySetting[],
  brand: readonly MenuEntrySetting[] = [],
): EffectiveEntry[] {
  const byPath = (layer: readonly MenuEntrySetting[]) => new Map(layer.map((s) => [s.path, s]));
  const p = byPath(platform);
  const b = role === 'admin' ? new Map<string, MenuEntrySetting>() : byPath(brand);
  const rows = menuEntriesOf(catalogue, role).map((entry, index) => {
    const ps = p.get(entry.path);
    const bs = b.get(entry.path);
    const locked = isLocked(entry);
    const hiddenByPlatform = !locked && ps?.hidden === true;
    return {
      index,
      rank: bs?.order ?? ps?.order ?? index,
      entry: {
        path: entry.path,
        title: entry.title,
        hidden: !locked && (hiddenByPlatform || bs?.hidden === true),
        hiddenByPlatform,
        locked,
        labels: mergeLabels(ps?.labels, bs?.labels),
      } satisfies EffectiveEntry,
    };
  });
  rows.sort((x, y) => x.rank - y.rank || x.index - y.index);
  return rows.map((r) => r.entry);
}

/**
 * The paths a role may not open under its effective menu: its hidden entries and their detail pages (the
 * routes whose activeMenu, or whose menu group, is a hidden entry).
 */
export function closedPaths(catalogue: readonly MenuCatalogueEntry[], role: RoleName, menu: readonly EffectiveEntry[]) {
  const hidden = new Set(menu.filter((e) => e.hidden).map((e) => e.path));
  const closed = new Set(hidden);
  for (const route of routesOf(catalogue, role)) {
    const owner = route.activeMenu ?? route.parent;
    if (route.hidden && owner && hidden.has(owner)) closed.add(route.path);
  }
  return closed;
}

/** The endpoints PAGE_ENDPOINTS names (the server reads settings only for these). */
export const GATED_ENDPOINTS: ReadonlySet<string> = new Set(Object.values(PAGE_ENDPOINTS).flat());

/**
 * Whether a role is refused an endpoint because every page of it that serves the endpoint is closed. An
 * endpoint that serves no page of the role (or none at all) is never refused here.
 */
export function refusesEndpoint(
  catalogue: readonly MenuCatalogueEntry[],
  role: RoleName,
  endpointId: string,
  closed: ReadonlySet<string>,
  pageEndpoints: Readonly<Record<string, readonly string[]>> = PAGE_ENDPOINTS,
): boolean {
  const open = new Set(routesOf(catalogue, role).map((r) => r.path));
  const pages = Object.entries(pageEndpoints)
    .filter(([path, ids]) => open.has(path) && ids.includes(endpointId))
    .map(([path]) => path);
  return pages.length > 0 && pages.every((path) => closed.has(path));
}
