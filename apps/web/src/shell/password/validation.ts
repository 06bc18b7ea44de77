import { MIN_PASSWORD_LENGTH } from '@edu/shared/constants';

export type PasswordField = 'oldPwd' | 'newPwd' | 'rePwd';
export type PasswordValues = Record<PasswordField, string>;
/** Keys under 'password.' in the shell namespace; the messages are spec section 5's. */
export type PasswordErrorKey = 'oldRequired' | 'newRequired' | 'reRequired' | 'tooShort' | 'mismatch';

/** The first failing rule of one field, or null. */
export function validatePasswordField(field: PasswordField, values: Partial<PasswordValues>): PasswordErrorKey | null {
  const value = values[field] ?? '';
  switch (field) {
    case 'oldPwd':
      if (!value) return 'oldRequired';
      return value.length < MIN_PASSWORD_LENGTH ? 'tooShort' : null;
    case 'newPwd':
      if (!value) return 'newRequired';
      return value.length < MIN_PASSWORD_LENGTH ? 'tooShort' : null;
    case 'rePwd':
      if (!value) return 'reRequired';
      return value !== (values.newPwd ?? '') ? 'mismatch' : null;
  }
}
