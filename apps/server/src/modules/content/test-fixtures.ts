/**
 * Helpers for the content tests: the organization fixture (logins, calls, envelope) plus content ids
 * by natural key, multipart bodies and row counts that prove a refused change wrote nothing.
 */
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import {
  auditLog,
  chapters,
  courses,
  knowledgePoints,
  lessonExercises,
  lessons,
  materials,
  materialShares,
  questionKnowledgePoints,
  questions,
} from '../../db/schema';
import type { LoggedIn } from '../../test/harness';
import { OrgFixture, type Reply } from '../org/test-fixtures';

export { expectError, expectOk } from '../org/test-fixtures';

export interface FilePart {
  name?: string;
  filename: string;
  contentType?: string;
  body: Buffer;
}

/** A multipart/form-data body with text fields first, then the file. */
export function multipart(fields: Record<string, string>, file: FilePart | null) {
  const boundary = `----edu${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export class ContentFixture extends OrgFixture {
  async upload<T = unknown>(
    who: string | LoggedIn,
    url: string,
    fields: Record<string, string>,
    file: FilePart | null,
  ): Promise<Reply<T>> {
    const session = typeof who === 'string' ? await this.as(who) : who;
    const body = multipart(fields, file);
    const res = await this.t.app.inject({
      method: 'POST',
      url,
      headers: { ...session.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    const json = res.json<{ code: number; msg: string; data: T }>();
    return { status: res.statusCode, code: json.code, msg: json.msg, data: json.data, headers: res.headers };
  }

  async courseId(title: string): Promise<number> {
    const [row] = await this.t.db.select({ id: courses.id }).from(courses).where(eq(courses.title, title));
    if (!row) throw new Error(`no course ${title}`);
    return row.id;
  }

  async lessonId(title: string): Promise<number> {
    const [row] = await this.t.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.title, title));
    if (!row) throw new Error(`no lesson ${title}`);
    return row.id;
  }

  async chapterId(title: string): Promise<number> {
    const [row] = await this.t.db.select({ id: chapters.id }).from(chapters).where(eq(chapters.title, title));
    if (!row) throw new Error(`no chapter ${title}`);
    return row.id;
  }

  async kpId(name: string): Promise<number> {
    const [row] = await this.t.db
      .select({ id: knowledgePoints.id })
      .from(knowledgePoints)
      .where(eq(knowledgePoints.name, name));
    if (!row) throw new Error(`no knowledge point ${name}`);
    return row.id;
  }

  /** Row counts of the content tables and the audit log. */
  async counts() {
    const tables = {
      courses,
      chapters,
      lessons,
      lessonExercises,
      questions,
      questionKnowledgePoints,
      knowledgePoints,
      materials,
      materialShares,
      auditLog,
    };
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await this.t.db.select({ n: count() }).from(table);
      out[name] = row?.n ?? 0;
    }
    return out;
  }
}

/** Demo data names. */
export const MATH_COURSE = '八年级数学：二次根式与一元二次方程';
export const BOOK_COURSE = '人教版 数学 八年级上册 同步课';
export const QIMING_COURSE = '启明培优：分式专题';
export const ACME_COURSE = 'Acme Algebra Bootcamp';
