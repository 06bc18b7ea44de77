/**
 * Helpers for the course tests: the content fixture with the demo courses' and brands' ids, the course
 * endpoints, a tiny PNG, and a new course made through the API.
 */
import type { CourseList, CourseRow } from '@edu/shared';
import { createTestApp } from '../../../test/harness';
import { ACME_COURSE, BOOK_COURSE, ContentFixture, expectOk, MATH_COURSE, QIMING_COURSE } from '../test-fixtures';

export const C = (p: string) => `/openapi/course/${p}`;
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const titles = (l: CourseList) => l.list.map((c) => c.title).sort();

export class CourseFixture extends ContentFixture {
  math = 0;
  book = 0;
  qimingCourse = 0;
  acmeCourse = 0;
  qiming = 0;
  acme = 0;

  /** A fresh test app (through the harness) with the demo courses' and brands' ids. */
  static async open(): Promise<CourseFixture> {
    const f = new CourseFixture(await createTestApp());
    f.math = await f.courseId(MATH_COURSE);
    f.book = await f.courseId(BOOK_COURSE);
    f.qimingCourse = await f.courseId(QIMING_COURSE);
    f.acmeCourse = await f.courseId(ACME_COURSE);
    f.qiming = await f.brandId('localhost');
    f.acme = await f.brandId('acme');
    return f;
  }

  /** A course saved by `who` (a draft of the caller's brand unless `extra` says otherwise). */
  async newCourse(who: string, extra: Record<string, unknown> = {}): Promise<CourseRow> {
    return expectOk(
      await this.post<CourseRow>(
        who,
        C('saveCourse'),
        { title: `课程 ${Math.random()}`, subject: 'math', grade: 8, kind: 'normal', ...extra } as never,
        {
          json: true,
        },
      ),
    );
  }
}
