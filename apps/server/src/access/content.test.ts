import { describe, expect, it } from 'vitest';
import type { RoleName } from '@edu/shared';
import { type ContentCaller, canManage, canReadBank, canReadCourse, mayLink, ownerForNew } from './content';

const who = (role: RoleName, brandId: number | null = 1): ContentCaller => ({ userId: 1, role, brandId });
const course = (brandId: number | null, published: boolean, kind = 'normal') => ({ brandId, published, kind });

describe('content scope', () => {
  it('lets the admin manage everything and a brand admin only its brand', () => {
    expect([null, 1, 2].map((b) => canManage(who('admin', null), b))).toEqual([true, true, true]);
    expect([null, 1, 2].map((b) => canManage(who('brandingAdmin'), b))).toEqual([false, true, false]);
    for (const role of ['teacher', 'student', 'correctionTeacher', 'schooladmin'] as const) {
      expect([null, 1].map((b) => canManage(who(role), b))).toEqual([false, false]);
    }
  });

  it('shows readers published courses of their brand and the platform; correction teachers book courses', () => {
    const rows = [course(null, true), course(1, true), course(2, true), course(1, false), course(null, false)];
    expect(rows.map((r) => canReadCourse(who('teacher'), r))).toEqual([true, true, false, false, false]);
    expect(rows.map((r) => canReadCourse(who('brandingAdmin'), r))).toEqual([true, true, false, true, false]);
    expect(rows.map((r) => canReadCourse(who('admin', null), r))).toEqual([true, true, true, true, true]);
    expect(canReadCourse(who('correctionTeacher'), course(1, true, 'book'))).toBe(true);
    expect(canReadCourse(who('correctionTeacher'), course(1, true, 'normal'))).toBe(false);
  });

  it('reads the bank of the own brand and the platform, links by ownership, owns new rows by role', () => {
    expect([null, 1, 2].map((b) => canReadBank(who('teacher'), b))).toEqual([true, true, false]);
    expect([mayLink(null, null), mayLink(null, 1), mayLink(1, null), mayLink(1, 1), mayLink(1, 2)]).toEqual([
      true,
      false,
      true,
      true,
      false,
    ]);
    expect(ownerForNew(who('admin', null), undefined)).toBeNull();
    expect(ownerForNew(who('admin', null), 2)).toBe(2);
    expect(ownerForNew(who('brandingAdmin'), undefined)).toBe(1);
    expect(() => ownerForNew(who('brandingAdmin'), null)).toThrow(expect.objectContaining({ code: 403 }));
    expect(() => ownerForNew(who('brandingAdmin'), 2)).toThrow(expect.objectContaining({ code: 404 }));
    expect(() => ownerForNew(who('teacher'), undefined)).toThrow(expect.objectContaining({ code: 403 }));
  });
});
