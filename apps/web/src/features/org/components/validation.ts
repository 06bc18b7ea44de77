import { MIN_PASSWORD_LENGTH } from '@edu/shared/constants';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/**
 * The organization forms check what the server's contracts check (packages/shared/src/contracts/org.ts),
 * with messages in the console's language; validation.test.ts holds the two side by side. Each check
 * returns the problem as a key of the 'org' namespace's `validation` group (or of the shared words, see
 * SHARED_PROBLEMS), or null.
 */
export type Problem = { key: string; values?: Record<string, number> } | null;

const USERNAME_CHARS = /^[A-Za-z0-9._@-]+$/;
const PHONE_CHARS = /^[0-9+\- ]*$/;

export const LIMITS = {
  usernameMin: 2,
  usernameMax: 64,
  name: 100,
  phone: 32,
  introduction: 500,
  schoolAddress: 200,
  className: 64,
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function checkRequiredText(value: unknown, max: number): Problem {
  const v = text(value);
  if (v === '') return { key: 'required' };
  if (v.length > max) return { key: 'tooLong', values: { max } };
  return null;
}

export function checkOptionalText(value: unknown, max: number): Problem {
  return text(value).length > max ? { key: 'tooLong', values: { max } } : null;
}

export function checkUsername(value: unknown): Problem {
  const v = text(value);
  if (v === '') return { key: 'required' };
  if (v.length < LIMITS.usernameMin) return { key: 'usernameShort', values: { min: LIMITS.usernameMin } };
  if (v.length > LIMITS.usernameMax) return { key: 'tooLong', values: { max: LIMITS.usernameMax } };
  if (!USERNAME_CHARS.test(v)) return { key: 'usernameChars' };
  return null;
}

export function checkPhone(value: unknown): Problem {
  const v = text(value);
  if (v.length > LIMITS.phone) return { key: 'tooLong', values: { max: LIMITS.phone } };
  if (!PHONE_CHARS.test(v)) return { key: 'phoneChars' };
  return null;
}

/** The password as typed (the server gets its MD5 hash): at least MIN_PASSWORD_LENGTH characters. */
export function checkPassword(value: unknown): Problem {
  const v = typeof value === 'string' ? value : '';
  if (v === '') return { key: 'required' };
  if (v.length < MIN_PASSWORD_LENGTH) return { key: 'passwordShort', values: { min: MIN_PASSWORD_LENGTH } };
  return null;
}

export function checkGrade(value: unknown): Problem {
  if (value === undefined || value === null || value === '') return { key: 'required' };
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 12 ? null : { key: 'grade' };
}

/** Problems whose message is a shared word of the 'ui' namespace. */
const SHARED_PROBLEMS: Record<string, string> = {
  required: 'ui:validation.required',
  tooLong: 'ui:validation.maxLength',
};

/** An antd form rule from a check (the Form.Item's `required` prop draws the mark). */
export function ruleOf(t: TFunction, check: (value: unknown) => Problem): Rule {
  return {
    validator: async (_rule, value) => {
      const problem = check(value);
      if (problem) throw new Error(t(SHARED_PROBLEMS[problem.key] ?? `validation.${problem.key}`, problem.values));
    },
  };
}
