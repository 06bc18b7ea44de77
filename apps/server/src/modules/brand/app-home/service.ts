/**
 * A brand's app home (README.md): its tabs and their modules, read by the admin and by the brand's students,
 * changed by the admin only. Every change runs in one transaction that first locks the brand's row, so
 * concurrent moves of one brand's tabs or modules queue up and positions stay dense (0, 1, 2, …).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  APP_MODULE_MAX,
  APP_TAB_MAX,
  type AppModule,
  type AppTab,
  type BrandTabs,
  type InsertTabInput,
  type MoveModuleInput,
  type MoveTabInput,
  type ShelfCourse,
  type UpdateModuleInput,
  type UpdateTabInput,
} from '@edu/shared';
import { changedPositions, insertAt, moveTo } from '@edu/shared/app-home-order';
import { sanitizeHtml } from '@edu/shared/render/node';
import { type ContentCaller, courseVisibility } from '../../../access/content';
import type { OrgScope } from '../../../access/org';
import type { Db } from '../../../db/client';
import type { Exec, Tx } from '../../../db/queries';
import { brandModules, brands, brandTabs, courses } from '../../../db/schema';
import type { Caller } from '../../../http/define-route';
import { badRequest, forbidden, notFound } from '../../../http/errors';
import { writeAudit } from '../../audit';

type TabRow = typeof brandTabs.$inferSelect;
type ModuleRow = typeof brandModules.$inferSelect;

export const TAB_NOT_FOUND = 'Tab not found';
export const MODULE_NOT_FOUND = 'Module not found';
const BRAND_NOT_FOUND = 'Brand not found';

// ---- reading

/**
 * The brand a reader reads: the admin names it (required); a student reads its own (naming another brand is
 * like naming an unknown one).
 */
export async function readerBrand(db: Exec, c: ContentCaller, requested: number | undefined): Promise<number> {
  if (c.role === 'admin') {
    if (requested === undefined) throw badRequest('brandId: is required');
    const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, requested)).limit(1);
    if (!row) throw notFound(BRAND_NOT_FOUND);
    return row.id;
  }
  if (c.brandId === null || (requested !== undefined && requested !== c.brandId)) throw notFound(BRAND_NOT_FOUND);
  return c.brandId;
}

/** Whether the reader reaches rows of `brandId`. */
function reaches(c: ContentCaller, brandId: number): boolean {
  return c.role === 'admin' || c.brandId === brandId;
}

function toTab(row: TabRow): AppTab {
  return {
    id: row.id,
    brandId: row.brandId,
    title: row.title,
    icon: row.icon as AppTab['icon'],
    position: row.position,
  };
}

/** The courses of the shelves among `rows` that the reader may see, by id. */
async function shelfCourses(db: Exec, c: ContentCaller, rows: ModuleRow[]): Promise<Map<number, ShelfCourse>> {
  const ids = new Set<number>();
  for (const row of rows) {
    if (row.kind === 'courseShelf') for (const id of (row.config.courseIds as number[] | undefined) ?? []) ids.add(id);
  }
  if (ids.size === 0) return new Map();
  const found = await db
    .select({ id: courses.id, title: courses.title, cover: courses.cover })
    .from(courses)
    .where(and(inArray(courses.id, [...ids]), courseVisibility(c, courses)));
  return new Map(found.map((course) => [course.id, course]));
}

/** Modules as answered: a shelf carries the courses the reader may see, in the shelf's order. */
async function toModules(db: Exec, c: ContentCaller, rows: ModuleRow[]): Promise<AppModule[]> {
  const shelf = await shelfCourses(db, c, rows);
  return rows.map((row) => {
    const head = { id: row.id, tabId: row.tabId, brandId: row.brandId, title: row.title, position: row.position };
    if (row.kind === 'courseShelf') {
      const courseIds = (row.config.courseIds as number[] | undefined) ?? [];
      const visible = courseIds.flatMap((id) => shelf.get(id) ?? []);
      return { ...head, kind: 'courseShelf', config: { courseIds }, courses: visible };
    }
    return { ...head, kind: row.kind, config: row.config } as AppModule;
  });
}

function tabsOf(db: Exec, brandId: number) {
  return db
    .select()
    .from(brandTabs)
    .where(eq(brandTabs.brandId, brandId))
    .orderBy(asc(brandTabs.position), asc(brandTabs.id));
}

function modulesOf(db: Exec, tabIds: number[]) {
  if (tabIds.length === 0) return Promise.resolve([] as ModuleRow[]);
  return db
    .select()
    .from(brandModules)
    .where(inArray(brandModules.tabId, tabIds))
    .orderBy(asc(brandModules.tabId), asc(brandModules.position), asc(brandModules.id));
}

/** getBrandTabs: the whole app home of a brand. */
export async function getBrandTabs(db: Db, c: ContentCaller, requested: number | undefined): Promise<BrandTabs> {
  const brandId = await readerBrand(db, c, requested);
  const tabs = await tabsOf(db, brandId);
  const modules = await toModules(
    db,
    c,
    await modulesOf(
      db,
      tabs.map((t) => t.id),
    ),
  );
  return {
    brandId,
    tabs: tabs.map((tab) => ({ ...toTab(tab), modules: modules.filter((m) => m.tabId === tab.id) })),
  };
}

/** getModules: one tab's modules (a tab of a brand the reader does not reach: not found). */
export async function getModules(db: Db, c: ContentCaller, tabId: number): Promise<AppModule[]> {
  const [tab] = await db.select().from(brandTabs).where(eq(brandTabs.id, tabId)).limit(1);
  if (!tab || !reaches(c, tab.brandId)) throw notFound(TAB_NOT_FOUND);
  return toModules(db, c, await modulesOf(db, [tab.id]));
}

/** selectModuleById: one module. */
export async function selectModuleById(db: Db, c: ContentCaller, id: number): Promise<AppModule> {
  const [row] = await db.select().from(brandModules).where(eq(brandModules.id, id)).limit(1);
  if (!row || !reaches(c, row.brandId)) throw notFound(MODULE_NOT_FOUND);
  const [module] = await toModules(db, c, [row]);
  if (!module) throw notFound(MODULE_NOT_FOUND);
  return module;
}

// ---- changing (the platform admin)

/** Who changes: the platform admin (the route admits no one else; the scope is checked again here). */
type Admin = Caller<OrgScope>;

function requirePlatform(caller: Admin): void {
  if (caller.scope.kind !== 'platform') throw forbidden();
}

/** One change: the brand's row locked first, the work, its audit entry, all in one transaction. */
async function change<T>(
  db: Db,
  caller: Admin,
  brandOf: (tx: Tx) => Promise<number>,
  work: (
    tx: Tx,
    brandId: number,
  ) => Promise<{
    result: T;
    action: string;
    targetId: number;
    after?: Record<string, unknown>;
    before?: Record<string, unknown>;
  }>,
): Promise<T> {
  requirePlatform(caller);
  return db.transaction(async (tx) => {
    const brandId = await brandOf(tx);
    const [locked] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId)).for('update');
    if (!locked) throw notFound(BRAND_NOT_FOUND);
    const done = await work(tx, brandId);
    await writeAudit(tx, {
      actorId: caller.auth.userId,
      action: done.action,
      targetType: done.action.slice(0, done.action.indexOf('.')),
      targetId: done.targetId,
      brandId,
      before: done.before ?? null,
      after: done.after ?? null,
      ip: caller.ip,
    });
    return done.result;
  });
}

async function tabById(tx: Exec, id: number): Promise<TabRow> {
  const [tab] = await tx.select().from(brandTabs).where(eq(brandTabs.id, id)).limit(1);
  if (!tab) throw notFound(TAB_NOT_FOUND);
  return tab;
}

async function moduleById(tx: Exec, id: number): Promise<ModuleRow> {
  const [row] = await tx.select().from(brandModules).where(eq(brandModules.id, id)).limit(1);
  if (!row) throw notFound(MODULE_NOT_FOUND);
  return row;
}

/**
 * Writes the positions of the order `after` where it differs from `before` (the current dense order of one
 * brand's tabs or one tab's modules); the stand-in id 0 (a row about to be inserted) is skipped.
 */
async function renumber(
  tx: Tx,
  table: typeof brandTabs | typeof brandModules,
  before: readonly number[],
  after: readonly number[],
): Promise<void> {
  const now = new Date();
  for (const { id, position } of changedPositions(before, after)) {
    if (id === 0) continue;
    await tx.update(table).set({ position, updatedAt: now }).where(eq(table.id, id));
  }
}

/** insertTab: a new tab at `position` (default last); answers the brand's tabs. */
export async function insertTab(db: Db, caller: Admin, input: InsertTabInput): Promise<AppTab[]> {
  return change(
    db,
    caller,
    async () => input.brandId,
    async (tx, brandId) => {
      const before = (await tabsOf(tx, brandId)).map((t) => t.id);
      if (before.length >= APP_TAB_MAX) throw badRequest(`A brand's app home has at most ${APP_TAB_MAX} tabs`);
      // The new row's place, found with a stand-in id (0) before the row exists.
      const order = insertAt(before, 0, input.position ?? before.length);
      if (!order) throw badRequest(`position: must be between 0 and ${before.length}`);
      const position = order.indexOf(0);
      await renumber(tx, brandTabs, before, order);
      const [created] = await tx
        .insert(brandTabs)
        .values({ brandId, title: input.title, icon: input.icon, position })
        .returning();
      if (!created) throw new Error('insert returned no tab');
      return {
        result: (await tabsOf(tx, brandId)).map(toTab),
        action: 'brandTab.create',
        targetId: created.id,
        after: { title: created.title, icon: created.icon, position },
      };
    },
  );
}

/** updateTab: the title and icon given. */
export async function updateTab(db: Db, caller: Admin, input: UpdateTabInput): Promise<AppTab> {
  return change(
    db,
    caller,
    async (tx) => (await tabById(tx, input.id)).brandId,
    async (tx) => {
      const before = await tabById(tx, input.id);
      const [after] = await tx
        .update(brandTabs)
        .set({
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.icon !== undefined ? { icon: input.icon } : {}),
          updatedAt: new Date(),
        })
        .where(eq(brandTabs.id, before.id))
        .returning();
      if (!after) throw notFound(TAB_NOT_FOUND);
      return {
        result: toTab(after),
        action: 'brandTab.update',
        targetId: after.id,
        before: { title: before.title, icon: before.icon },
        after: { title: after.title, icon: after.icon },
      };
    },
  );
}

/** moveTab: the tab to `position` among its brand's tabs; answers them in their new order. */
export async function moveTab(db: Db, caller: Admin, input: MoveTabInput): Promise<AppTab[]> {
  return change(
    db,
    caller,
    async (tx) => (await tabById(tx, input.id)).brandId,
    async (tx, brandId) => {
      const before = (await tabsOf(tx, brandId)).map((t) => t.id);
      const order = moveTo(before, input.id, input.position);
      if (!order) throw badRequest(`position: must be between 0 and ${before.length - 1}`);
      await renumber(tx, brandTabs, before, order);
      return {
        result: (await tabsOf(tx, brandId)).map(toTab),
        action: 'brandTab.move',
        targetId: input.id,
        before: { position: before.indexOf(input.id) },
        after: { position: input.position },
      };
    },
  );
}

/** deleteTab: the tab and its modules; the tabs after it move up. */
export async function deleteTab(db: Db, caller: Admin, id: number): Promise<{ id: number }> {
  return change(
    db,
    caller,
    async (tx) => (await tabById(tx, id)).brandId,
    async (tx, brandId) => {
      const tab = await tabById(tx, id);
      const before = (await tabsOf(tx, brandId)).map((t) => t.id);
      const [modules] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(brandModules)
        .where(eq(brandModules.tabId, id));
      await tx.delete(brandTabs).where(eq(brandTabs.id, id));
      await renumber(
        tx,
        brandTabs,
        before,
        before.filter((other) => other !== id),
      );
      return {
        result: { id },
        action: 'brandTab.delete',
        targetId: id,
        before: { title: tab.title, position: tab.position, modules: modules?.n ?? 0 },
      };
    },
  );
}

/** A module's content as stored: a rich-text block sanitized; a shelf's courses checked against the brand. */
async function storedConfig(tx: Tx, brandId: number, input: UpdateModuleInput): Promise<Record<string, unknown>> {
  switch (input.kind) {
    case 'richText':
      return { html: input.config.html.trim() === '' ? '' : sanitizeHtml(input.config.html) };
    case 'courseShelf': {
      const ids = [...new Set(input.config.courseIds)];
      const found = await tx
        .select({ id: courses.id, brandId: courses.brandId })
        .from(courses)
        .where(inArray(courses.id, ids));
      const usable = new Set(found.filter((c) => c.brandId === null || c.brandId === brandId).map((c) => c.id));
      if (ids.some((id) => !usable.has(id))) {
        throw badRequest('courseIds: must be courses of this brand or of the platform');
      }
      return { courseIds: ids };
    }
    default:
      return input.config;
  }
}

function moduleRowsOf(tx: Exec, tabId: number) {
  return tx
    .select()
    .from(brandModules)
    .where(eq(brandModules.tabId, tabId))
    .orderBy(asc(brandModules.position), asc(brandModules.id));
}

const ADMIN_READER: ContentCaller = { userId: 0, role: 'admin', brandId: null };

/** updateModule: a new module last in `tabId` (no id), or a change of one (kind, title, content). */
export async function updateModule(db: Db, caller: Admin, input: UpdateModuleInput): Promise<AppModule> {
  const reader = { ...ADMIN_READER, userId: caller.auth.userId };
  const id = await change(
    db,
    caller,
    async (tx) => {
      if (input.id !== undefined) return (await moduleById(tx, input.id)).brandId;
      if (input.tabId === undefined) throw badRequest('tabId: is required');
      return (await tabById(tx, input.tabId)).brandId;
    },
    async (tx, brandId) => {
      const config = await storedConfig(tx, brandId, input);
      if (input.id === undefined) {
        const tab = await tabById(tx, input.tabId ?? 0);
        const rows = await moduleRowsOf(tx, tab.id);
        if (rows.length >= APP_MODULE_MAX) throw badRequest(`A tab has at most ${APP_MODULE_MAX} modules`);
        const [created] = await tx
          .insert(brandModules)
          .values({ brandId, tabId: tab.id, kind: input.kind, title: input.title, config, position: rows.length })
          .returning();
        if (!created) throw new Error('insert returned no module');
        return {
          result: created.id,
          action: 'brandModule.create',
          targetId: created.id,
          after: { tabId: tab.id, kind: created.kind, title: created.title, position: created.position },
        };
      }
      const before = await moduleById(tx, input.id);
      if (input.tabId !== undefined && input.tabId !== before.tabId) {
        throw badRequest('tabId: use moveModule to move a module to another tab');
      }
      const [after] = await tx
        .update(brandModules)
        .set({ kind: input.kind, title: input.title, config, updatedAt: new Date() })
        .where(eq(brandModules.id, before.id))
        .returning();
      if (!after) throw notFound(MODULE_NOT_FOUND);
      return {
        result: after.id,
        action: 'brandModule.update',
        targetId: after.id,
        before: { kind: before.kind, title: before.title },
        after: { kind: after.kind, title: after.title },
      };
    },
  );
  return selectModuleById(db, reader, id);
}

/** moveModule: to `position` in its tab, or in `tabId` (another tab of its brand); answers that tab's modules. */
export async function moveModule(db: Db, caller: Admin, input: MoveModuleInput): Promise<AppModule[]> {
  const reader = { ...ADMIN_READER, userId: caller.auth.userId };
  const tabId = await change(
    db,
    caller,
    async (tx) => (await moduleById(tx, input.id)).brandId,
    async (tx, brandId) => {
      const row = await moduleById(tx, input.id);
      const targetId = input.tabId ?? row.tabId;
      const source = (await moduleRowsOf(tx, row.tabId)).map((m) => m.id);
      if (targetId === row.tabId) {
        const order = moveTo(source, row.id, input.position);
        if (!order) throw badRequest(`position: must be between 0 and ${source.length - 1}`);
        await renumber(tx, brandModules, source, order);
      } else {
        const target = await tabById(tx, targetId);
        if (target.brandId !== brandId) throw badRequest('tabId: must be a tab of the module’s brand');
        const targetRows = (await moduleRowsOf(tx, target.id)).map((m) => m.id);
        if (targetRows.length >= APP_MODULE_MAX) throw badRequest(`A tab has at most ${APP_MODULE_MAX} modules`);
        const order = insertAt(targetRows, 0, input.position);
        if (!order) throw badRequest(`position: must be between 0 and ${targetRows.length}`);
        await renumber(tx, brandModules, targetRows, order);
        await tx
          .update(brandModules)
          .set({ tabId: target.id, position: order.indexOf(0), updatedAt: new Date() })
          .where(eq(brandModules.id, row.id));
        await renumber(
          tx,
          brandModules,
          source,
          source.filter((id) => id !== row.id),
        );
      }
      return {
        result: targetId,
        action: 'brandModule.move',
        targetId: row.id,
        before: { tabId: row.tabId, position: row.position },
        after: { tabId: targetId, position: input.position },
      };
    },
  );
  return getModules(db, reader, tabId);
}

/** deleteModule: the modules after it move up. */
export async function deleteModule(db: Db, caller: Admin, id: number): Promise<{ id: number }> {
  return change(
    db,
    caller,
    async (tx) => (await moduleById(tx, id)).brandId,
    async (tx) => {
      const row = await moduleById(tx, id);
      const before = (await moduleRowsOf(tx, row.tabId)).map((m) => m.id);
      await tx.delete(brandModules).where(eq(brandModules.id, id));
      await renumber(
        tx,
        brandModules,
        before,
        before.filter((other) => other !== id),
      );
      return {
        result: { id },
        action: 'brandModule.delete',
        targetId: id,
        before: { tabId: row.tabId, kind: row.kind, title: row.title, position: row.position },
      };
    },
  );
}
