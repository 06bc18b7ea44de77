import { MIN_PASSWORD_LENGTH } from './constants';

/** External links are recognised by the prefixes http(s):, mailto: or tel: (spec section 5). */
export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(path);
}

/** Password length of at least MIN_PASSWORD_LENGTH characters (spec section 5). */
export function validPassword(password: string): boolean {
  return typeof password === 'string' && password.length >= MIN_PASSWORD_LENGTH;
}

/** A username as the login form sends it: trimmed and not empty. */
export function validUsername(username: string): boolean {
  return typeof username === 'string' && username.trim().length > 0;
}
