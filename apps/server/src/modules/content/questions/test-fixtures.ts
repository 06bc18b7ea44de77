/**
 * Helpers for the question bank tests: the content fixture with the acme brand's id, the bank's
 * endpoints, and a question saved through the API (as JSON, with default subject, grade and difficulty).
 */
import type { QuestionDetail } from '@edu/shared';
import { createTestApp } from '../../../test/harness';
import { ContentFixture } from '../test-fixtures';

export const T = (p: string) => `/openapi/topic/${p}`;
export const base = { subject: 'math', grade: 8, difficulty: 3 } as const;

export class QuestionFixture extends ContentFixture {
  acme = 0;

  /** A fresh test app (through the harness) with the acme brand's id. */
  static async open(): Promise<QuestionFixture> {
    const f = new QuestionFixture(await createTestApp());
    f.acme = await f.brandId('acme');
    return f;
  }

  async save(who: string, body: Record<string, unknown>) {
    return this.post<QuestionDetail>(who, T('saveQuestion'), { ...base, ...body } as never, { json: true });
  }
}
