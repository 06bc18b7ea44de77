/**
 * The authorization matrix's world: one app on a seeded database, the callers logged in once, the home
 * tenant's fixed targets, fresh targets made per cell for changes, and the call of one endpoint the way
 * the console makes it (its first method, its body encoding; world-calls.ts).
 */
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RoleName, SessionUser } from '@edu/shared';
import { RoleType } from '@edu/shared';
import type { Endpoint } from '@edu/shared/api';
import {
  brandModules,
  brandTabs,
  auditLog,
  brands,
  chapters,
  classes,
  classStudents,
  classTeachers,
  courses,
  knowledgePoints,
  lessonReleases,
  lessons,
  questions,
  schools,
  supportLinks,
  users,
} from '../../db/schema';
import { DEMO_PASSWORD } from '../../../scripts/seed/seed';
import { hashPassword, md5Hex } from '../../modules/auth/password';
import { demoMaterialPdf } from '../../modules/content/materials/demo-pdf';
import type { FilePart } from '../../modules/content/test-fixtures';
import { createTestApp, type TestApp } from '../harness';
import { ACME_EXTRA, type BrandKey, CALLERS, type SchoolKey } from './callers';
import { type Answer, type CallerState, callEndpoint, type Input, injectOk } from './world-calls';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = demoMaterialPdf();
export const DEMO_MD5 = md5Hex(DEMO_PASSWORD);

/** Markers of home-tenant rows: an outsider's list or file must never contain them. */
export const MARK = {
  edition: 'MX 启明 matrix edition',
  question: 'MXHOMEQUESTION',
  user: 'mxhomemarker',
  schoolName: '启明第一中学',
} as const;

export class World {
  readonly brand = {} as Record<BrandKey, number>;
  readonly school = {} as Record<SchoolKey, number>;
  readonly callers: CallerState[] = [];
  /** Fixed targets of the home tenant (made in setup). */
  readonly home = {
    class81: 0,
    bookCourse: 0,
    bookLesson: 0,
    question: 0,
    kp: 0,
    material: 0,
    platformQuestion: 0,
    cover: '',
    image: '',
    logo: '',
  };
  private readonly userIds = new Map<string, number>();
  private readonly schoolBrands = new Map<number, number | null>();
  private passwordHash = '';
  private n = 0;

  private constructor(readonly t: TestApp) {}

  static async create(): Promise<World> {
    // The ai probes' fake provider listens on 127.0.0.1 (modules/ai/test-fixtures.ts).
    const w = new World(await createTestApp({ config: { aiProviderAllowHosts: ['127.0.0.1'] } }));
    try {
      await w.setup();
    } catch (err) {
      await w.t.close();
      throw err;
    }
    return w;
  }

  close() {
    return this.t.close();
  }

  private get db() {
    return this.t.db;
  }

  /** A number never used before in this database: fresh names. */
  next(): number {
    this.n += 1;
    return this.n;
  }

  userId(username: string): number {
    const id = this.userIds.get(username);
    if (id === undefined) throw new Error(`matrix: no user ${username}`);
    return id;
  }

  /** The brand of a school (null: unbound), from setup or the database. */
  async brandOfSchool(schoolId: number | null): Promise<number | null> {
    if (schoolId === null) return null;
    if (!this.schoolBrands.has(schoolId)) {
      const [row] = await this.db.select({ brandId: schools.brandId }).from(schools).where(eq(schools.id, schoolId));
      this.schoolBrands.set(schoolId, row?.brandId ?? null);
    }
    return this.schoolBrands.get(schoolId) ?? null;
  }

  /** The brand of a user. */
  async brandOfUser(userId: number): Promise<number | null> {
    const [row] = await this.db.select({ brandId: users.brandId }).from(users).where(eq(users.id, userId));
    return row?.brandId ?? null;
  }

  /** The school of a class. */
  async schoolOfClass(classId: number): Promise<number | null> {
    const [row] = await this.db.select({ schoolId: classes.schoolId }).from(classes).where(eq(classes.id, classId));
    return row?.schoolId ?? null;
  }

  /** Whether a teacher teaches a class. */
  async teaches(teacherId: number | null, classId: number): Promise<boolean> {
    if (teacherId === null) return false;
    const [row] = await this.db
      .select({ classId: classTeachers.classId })
      .from(classTeachers)
      .where(and(eq(classTeachers.classId, classId), eq(classTeachers.teacherId, teacherId)));
    return row !== undefined;
  }

  /** The classes a student is in (to compare before and after a refused move). */
  async classesOf(studentId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: classStudents.classId })
      .from(classStudents)
      .where(eq(classStudents.studentId, studentId));
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  caller(key: string): CallerState {
    const c = this.callers.find((x) => x.spec.key === key);
    if (!c) throw new Error(`matrix: no caller ${key}`);
    return c;
  }

  private async setup() {
    const db = this.db;
    this.passwordHash = await hashPassword(DEMO_MD5);
    for (const b of await db.select().from(brands)) {
      if (b.webAddress === 'localhost') this.brand.qiming = b.id;
      if (b.webAddress === 'acme') this.brand.acme = b.id;
    }
    const prefixes: [SchoolKey, string][] = [
      ['qiming-no1', '启明第一中学'],
      ['riverside', '滨江双语学校'],
      ['acme-north', 'Acme Academy North'],
    ];
    for (const s of await db.select().from(schools)) {
      this.schoolBrands.set(s.id, s.brandId);
      for (const [key, prefix] of prefixes) if (s.name.startsWith(prefix)) this.school[key] = s.id;
    }
    for (const extra of ACME_EXTRA) {
      await this.user(extra.role, extra.school ? this.school[extra.school] : null, this.brand.acme, extra.username);
    }
    for (const u of await db.select({ id: users.id, username: users.username }).from(users)) {
      this.userIds.set(u.username, u.id);
    }
    // The acme helpers look after acme students, so that their own lists have rows to check.
    const acmeStudents = ['olivia.brown', 'liam.johnson'].map((u) => this.userId(u));
    const kinds = { 'mx.acme.consultant': 'consultant', 'mx.acme.dl': 'dl', 'mx.acme.corrector': 'correction' };
    for (const [staff, kind] of Object.entries(kinds)) {
      await db
        .insert(supportLinks)
        .values(
          acmeStudents.map((studentId) => ({ staffId: this.userId(staff), studentId, kind, brandId: this.brand.acme })),
        );
    }
    await this.user('student', this.school['qiming-no1'], this.brand.qiming, MARK.user);

    const [class81] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(sql`${classes.schoolId} = ${this.school['qiming-no1']} and ${classes.name} = '八年级1班'`);
    this.home.class81 = class81?.id ?? 0;
    const book = await this.course({ kind: 'book', published: true });
    this.home.bookCourse = book.course;
    this.home.bookLesson = book.lesson;
    // Released to 八年级1班, the home student's class: students open only released lessons (issue 10).
    await db.insert(lessonReleases).values({
      classId: this.home.class81,
      lessonId: book.lesson,
      brandId: this.brand.qiming,
      schoolId: this.school['qiming-no1'],
      unlockAt: new Date(Date.now() - 60_000),
    });
    this.home.question = await this.question(this.brand.qiming, `<p>${MARK.question}: 1 + 1 = 2</p>`);
    this.home.kp = await this.knowledgePoint(this.brand.qiming);
    const [platformQuestion] = await db
      .select({ id: questions.id })
      .from(questions)
      .where(isNull(questions.brandId))
      .limit(1);
    this.home.platformQuestion = platformQuestion?.id ?? 0;

    for (const spec of CALLERS) {
      const state: CallerState = { spec, userId: null, brandId: null, schoolId: null, session: null };
      this.callers.push(state);
      if (spec.username !== null) await this.login(state);
    }
    this.home.material = await this.material();
    await this.expectOk(
      'POST',
      '/openapi/material/shareMaterial',
      { id: this.home.material, classIds: this.home.class81 },
      'teacher',
    );
    this.home.cover = await this.image('/openapi/course/uploadCover', 'cover');
    this.home.image = await this.image('/openapi/course/uploadImage', 'url');
    this.home.logo = await this.image('/openapi/brand/uploadBrandLogo', 'url');
  }

  /** Logs the caller in (again), on its brand's host. */
  async login(state: CallerState): Promise<void> {
    if (state.spec.username === null) return;
    const session = await this.t.login(state.spec.username);
    const user: SessionUser = session.user;
    state.session = session;
    state.userId = user.id;
    state.brandId = user.brandid;
    state.schoolId = user.schoolid;
  }

  // ---- calls (world-calls.ts)

  /** Calls an endpoint as the console does (callEndpoint). */
  async call(endpoint: Endpoint, caller: CallerState, input: Input, file?: FilePart, host?: string): Promise<Answer> {
    return callEndpoint(this.t, endpoint, caller, input, file, host);
  }

  private async expectOk(method: 'GET' | 'POST', url: string, input: Input, who: string, file?: FilePart) {
    const session = this.caller(who).session;
    if (!session) throw new Error(`matrix: ${who} is not logged in`);
    return injectOk(this.t, session, method, url, input, who, file);
  }

  private async image(url: string, field: 'cover' | 'url'): Promise<string> {
    const data = await this.expectOk('POST', url, {}, 'admin', { filename: 'dot.png', body: PNG });
    return String(data[field]).split('/').pop() ?? '';
  }

  // ---- counts (no partial write)

  async count(table: PgTable): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  }

  auditCount(): Promise<number> {
    return this.count(auditLog);
  }

  /** A row as it is now (to compare before and after a refused change). */
  async row(table: PgTable, id: number): Promise<string> {
    const result = await this.db.execute(sql`select * from ${table} where id = ${id}`);
    return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
  }

  // ---- fresh targets, inserted directly (no audit entry, no session)

  async user(role: RoleName, schoolId: number | null, brandId: number | null, username?: string): Promise<number> {
    const name = username ?? `mx.u${this.next()}`;
    const [row] = await this.db
      .insert(users)
      .values({ username: name, passwordHash: this.passwordHash, name, roleType: RoleType[role], brandId, schoolId })
      .returning({ id: users.id });
    if (!row) throw new Error('matrix: no user inserted');
    this.userIds.set(name, row.id);
    return row.id;
  }

  /** A student of the home school. */
  homeStudent(): Promise<number> {
    return this.user('student', this.school['qiming-no1'], this.brand.qiming);
  }

  async newSchool(brand: BrandKey): Promise<number> {
    const [row] = await this.db
      .insert(schools)
      .values({ brandId: this.brand[brand], name: `MX school ${this.next()}` })
      .returning({ id: schools.id });
    if (!row) throw new Error('matrix: no school inserted');
    this.schoolBrands.set(row.id, this.brand[brand]);
    return row.id;
  }

  /** A tab of the home brand's app home, last among its tabs. */
  async newAppTab(): Promise<number> {
    const brandId = this.brand.qiming;
    const [{ n } = { n: 0 }] = await this.db
      .select({ n: count() })
      .from(brandTabs)
      .where(eq(brandTabs.brandId, brandId));
    const [row] = await this.db
      .insert(brandTabs)
      .values({ brandId, title: `MX tab ${this.next()}`, icon: 'home', position: n })
      .returning({ id: brandTabs.id });
    if (!row) throw new Error('matrix: no tab inserted');
    return row.id;
  }

  /** A rich-text module, alone in a new tab of the home brand's app home. */
  async newAppModule(): Promise<number> {
    const tabId = await this.newAppTab();
    const [row] = await this.db
      .insert(brandModules)
      .values({
        brandId: this.brand.qiming,
        tabId,
        kind: 'richText',
        title: 'MX',
        config: { html: '<p>MX</p>' },
        position: 0,
      })
      .returning({ id: brandModules.id });
    if (!row) throw new Error('matrix: no module inserted');
    return row.id;
  }

  /** An empty class of the home school. */
  async newClass(): Promise<number> {
    const [row] = await this.db
      .insert(classes)
      .values({
        brandId: this.brand.qiming,
        schoolId: this.school['qiming-no1'],
        grade: 8,
        name: `MX ${this.next()}班`,
      })
      .returning({ id: classes.id });
    if (!row) throw new Error('matrix: no class inserted');
    return row.id;
  }

  async enrol(classId: number, studentId: number) {
    await this.db
      .insert(classStudents)
      .values({ classId, studentId, brandId: this.brand.qiming, schoolId: this.school['qiming-no1'] });
  }

  /** A course of the home brand (a draft unless told) with `chapterCount` chapters and a lesson in the first. */
  async course(
    options: { kind?: 'normal' | 'book'; published?: boolean; chapterCount?: number } = {},
  ): Promise<{ course: number; chapters: number[]; lesson: number }> {
    const brandId = this.brand.qiming;
    const published = options.published ?? false;
    const kind = options.kind ?? 'normal';
    const [course] = await this.db
      .insert(courses)
      .values({
        brandId,
        title: `MX course ${this.next()}`,
        subject: 'math',
        grade: 8,
        kind,
        textbookEdition: kind === 'book' ? MARK.edition : '',
        published,
      })
      .returning({ id: courses.id });
    if (!course) throw new Error('matrix: no course inserted');
    const chapterIds: number[] = [];
    for (let sort = 0; sort < (options.chapterCount ?? 1); sort++) {
      const [ch] = await this.db
        .insert(chapters)
        .values({ courseId: course.id, brandId, title: `MX chapter ${this.next()}`, sort })
        .returning({ id: chapters.id });
      if (ch) chapterIds.push(ch.id);
    }
    const [lesson] = await this.db
      .insert(lessons)
      .values({
        courseId: course.id,
        chapterId: chapterIds[0] ?? 0,
        brandId,
        title: `MX lesson ${this.next()}`,
        content: '<p>MX</p>',
        published,
      })
      .returning({ id: lessons.id });
    return { course: course.id, chapters: chapterIds, lesson: lesson?.id ?? 0 };
  }

  async question(brandId: number | null, stem = `<p>MX question ${this.next()}</p>`): Promise<number> {
    const [row] = await this.db
      .insert(questions)
      .values({
        brandId,
        type: 'judge',
        subject: 'math',
        grade: 8,
        difficulty: 1,
        stem,
        answer: { choices: [], judge: true, blanks: [], text: '' },
      })
      .returning({ id: questions.id });
    if (!row) throw new Error('matrix: no question inserted');
    return row.id;
  }

  async knowledgePoint(brandId: number): Promise<number> {
    const [row] = await this.db
      .insert(knowledgePoints)
      .values({ brandId, subject: 'math', name: `MX point ${this.next()}`, sort: 1000 })
      .returning({ id: knowledgePoints.id });
    if (!row) throw new Error('matrix: no knowledge point inserted');
    return row.id;
  }

  /** A material of the home teacher (uploaded through the API: the bytes must exist). */
  async material(): Promise<number> {
    const data = await this.expectOk('POST', '/openapi/material/upload', {}, 'teacher', {
      filename: 'mx.pdf',
      body: PDF,
    });
    return Number(data.id);
  }
}
