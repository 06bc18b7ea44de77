import { LANGUAGES } from '@edu/shared/constants';
import type { MenuSettings } from '@edu/shared/contracts/menus';
import type { MenuCatalogueEntry } from '@edu/shared/menus/entry';
import {
  type EffectiveEntry,
  effectiveMenu,
  type MenuEntrySetting,
  type MenuLabels,
  menuEntriesOf,
} from '@edu/shared/menus/merge';
import { ROLE_NAMES, type RoleName } from '@edu/shared/roles';

/**
 * The menu editors' model (/menu/menu, /menuBrand/brandIndex; issue 13 item 4), pure: a role's entries as
 * one layer edits them (the platform's over the route table, or a brand's over the platform's), the
 * layer's settings they save and the sidebar they make. The merge rules are the server's
 * (@edu/shared/menus/merge): a layer hides, reorders and renames, it never adds an entry.
 */

export type Layer = 'platform' | 'brand';

/** One menu entry of the role being edited, as the layer sees it. */
export interface DraftRow {
  path: string;
  /** route-title key ('route' namespace) */
  title: string;
  /** hidden by this layer */
  hidden: boolean;
  /** brand layer: the platform hid it, the brand cannot show it */
  hiddenByPlatform: boolean;
  /** the home tab and the menu editors: always shown */
  locked: boolean;
  /** this layer's names */
  labels: MenuLabels;
  /** the names under this layer (the platform's, for a brand) */
  inherited: MenuLabels;
}

/** The languages' labels of a stored setting, empty ones left out. */
export function labelsOf(labels: Readonly<Record<string, string>> | undefined): MenuLabels {
  const out: MenuLabels = {};
  for (const language of LANGUAGES) {
    const label = labels?.[language]?.trim();
    if (label) out[language] = label;
  }
  return out;
}

/** The roles whose menu a layer sets: those with a menu entry; a brand's layer not the admin's (the platform's only). */
export function editableRoles(catalogue: readonly MenuCatalogueEntry[], layer: Layer): RoleName[] {
  return ROLE_NAMES.filter(
    (role) => menuEntriesOf(catalogue, role).length > 0 && !(layer === 'brand' && role === 'admin'),
  );
}

const settingsOf = (entries: MenuSettings['platform']): MenuEntrySetting[] =>
  entries.map((e) => ({ path: e.path, hidden: e.hidden, order: e.order, labels: labelsOf(e.labels) }));

/** The entries under the layer: the table's for the platform, the platform's menu for a brand. */
export function baseMenu(
  catalogue: readonly MenuCatalogueEntry[],
  role: RoleName,
  settings: MenuSettings,
  layer: Layer,
): EffectiveEntry[] {
  return effectiveMenu(catalogue, role, layer === 'platform' ? [] : settingsOf(settings.platform));
}

/** The rows of a layer as saved, in their menu order. */
export function draftOf(
  catalogue: readonly MenuCatalogueEntry[],
  role: RoleName,
  settings: MenuSettings,
  layer: Layer,
): DraftRow[] {
  const platform = settingsOf(settings.platform);
  const own = layer === 'platform' ? platform : settingsOf(settings.brand ?? []);
  const mine = new Map(own.map((e) => [e.path, e]));
  const below = new Map(platform.map((e) => [e.path, e]));
  const menu =
    layer === 'platform' ? effectiveMenu(catalogue, role, own) : effectiveMenu(catalogue, role, platform, own);
  return menu.map((entry) => ({
    path: entry.path,
    title: entry.title,
    hidden: !entry.locked && mine.get(entry.path)?.hidden === true,
    hiddenByPlatform: layer === 'brand' && entry.hiddenByPlatform,
    locked: entry.locked,
    labels: { ...(mine.get(entry.path)?.labels ?? {}) },
    inherited: layer === 'brand' ? { ...(below.get(entry.path)?.labels ?? {}) } : {},
  }));
}

/**
 * The layer's settings the rows make: an entry only for what the layer changes. When the rows keep the
 * order under the layer no position is written (a later change below shows through); otherwise every
 * entry gets its position.
 */
export function entriesOf(rows: readonly DraftRow[], base: readonly EffectiveEntry[]): MenuEntrySetting[] {
  const reordered = rows.length !== base.length || rows.some((row, i) => row.path !== base[i]?.path);
  return rows.flatMap((row, i) => {
    const labels = labelsOf(row.labels);
    const order = reordered ? i : null;
    const hidden = row.hidden && !row.locked;
    if (!hidden && order === null && Object.keys(labels).length === 0) return [];
    return [{ path: row.path, hidden, order, labels }];
  });
}

/** The role's sidebar with the rows saved: the visible entries in order, with their names. */
export function previewOf(
  catalogue: readonly MenuCatalogueEntry[],
  role: RoleName,
  settings: MenuSettings,
  layer: Layer,
  rows: readonly DraftRow[],
): EffectiveEntry[] {
  const entries = entriesOf(rows, baseMenu(catalogue, role, settings, layer));
  const menu =
    layer === 'platform'
      ? effectiveMenu(catalogue, role, entries)
      : effectiveMenu(catalogue, role, settingsOf(settings.platform), entries);
  return menu.filter((e) => !e.hidden);
}

/** The rows with one moved from a place to another (out of range: unchanged). */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const out = [...rows];
  const [moved] = out.splice(from, 1);
  out.splice(to, 0, moved as T);
  return out;
}

/** Whether two sets of rows save the same settings. */
export function sameSettings(a: readonly DraftRow[], b: readonly DraftRow[], base: readonly EffectiveEntry[]): boolean {
  return JSON.stringify(entriesOf(a, base)) === JSON.stringify(entriesOf(b, base));
}
