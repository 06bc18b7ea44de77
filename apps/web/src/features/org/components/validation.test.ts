import {
  getUserListQuery,
  phoneParam,
  saveClassInput,
  saveUserInput,
  updateSchoolInput,
  usernameParam,
} from '@edu/shared';
import { describe, expect, it } from 'vitest';
import {
  checkGrade,
  checkOptionalText,
  checkPassword,
  checkPhone,
  checkRequiredText,
  checkUsername,
  LIMITS,
} from './validation';

/**
 * The forms check what the server's zod contracts check: for each sample, the client's verdict equals
 * the contract's (so a form never sends what the server refuses, nor refuses what it accepts).
 */
const valid = (problem: unknown) => problem === null;

describe('the forms validate like the server', () => {
  it('username', () => {
    const samples = [
      'ab',
      'a',
      '',
      '  ',
      'li.na_2@x-y',
      'wang fang',
      '王芳',
      'a'.repeat(64),
      'a'.repeat(65),
      ' ab ',
      'x!',
    ];
    for (const s of samples) {
      expect([s, valid(checkUsername(s))]).toEqual([s, usernameParam.safeParse(s).success]);
    }
  });

  it('phone (optional)', () => {
    const samples = ['', '138 0013 8000', '+86-138', '12a', '1'.repeat(32), '1'.repeat(33), '(010) 1'];
    for (const s of samples) expect([s, valid(checkPhone(s))]).toEqual([s, phoneParam.safeParse(s).success]);
  });

  it('user name and introduction', () => {
    for (const s of ['', '  ', '王芳', 'x'.repeat(100), 'x'.repeat(101)]) {
      expect([s, valid(checkRequiredText(s, LIMITS.name))]).toEqual([s, saveUserInput.safeParse({ name: s }).success]);
    }
    for (const s of ['', 'x'.repeat(500), 'x'.repeat(501)]) {
      expect([s, valid(checkOptionalText(s, LIMITS.introduction))]).toEqual([
        s,
        saveUserInput.safeParse({ introduction: s }).success,
      ]);
    }
  });

  it('school name and address', () => {
    for (const s of ['', ' ', 'Qiming', 'x'.repeat(100), 'x'.repeat(101)]) {
      expect([s, valid(checkRequiredText(s, LIMITS.name))]).toEqual([
        s,
        updateSchoolInput.safeParse({ name: s }).success,
      ]);
    }
    for (const s of ['', 'x'.repeat(200), 'x'.repeat(201)]) {
      expect([s, valid(checkOptionalText(s, LIMITS.schoolAddress))]).toEqual([
        s,
        updateSchoolInput.safeParse({ address: s }).success,
      ]);
    }
  });

  it('class name and grade', () => {
    for (const s of ['', ' ', '八年级1班', 'x'.repeat(64), 'x'.repeat(65)]) {
      expect([s, valid(checkRequiredText(s, LIMITS.className))]).toEqual([
        s,
        saveClassInput.safeParse({ name: s }).success,
      ]);
    }
    for (const g of [0, 1, 8, 12, 13, 2.5]) {
      expect([g, valid(checkGrade(g))]).toEqual([g, saveClassInput.safeParse({ grade: g }).success]);
      expect(getUserListQuery.safeParse({ grade: g }).success).toBe(valid(checkGrade(g)));
    }
    expect(checkGrade(undefined)).toEqual({ key: 'required' });
  });

  it('password: at least 6 characters (sent as MD5, so the server cannot check the length)', () => {
    expect(checkPassword('')).toEqual({ key: 'required' });
    expect(checkPassword('12345')).toEqual({ key: 'passwordShort', values: { min: 6 } });
    expect(checkPassword('123456')).toBeNull();
  });

  it('names the problem for the message', () => {
    expect(checkUsername('a')).toEqual({ key: 'usernameShort', values: { min: 2 } });
    expect(checkUsername('a b')).toEqual({ key: 'usernameChars' });
    expect(checkRequiredText('x'.repeat(101), 100)).toEqual({ key: 'tooLong', values: { max: 100 } });
    expect(checkPhone('abc')).toEqual({ key: 'phoneChars' });
  });
});
