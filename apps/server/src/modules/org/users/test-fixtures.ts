/**
 * Helpers for the user management tests: the user endpoints, and the organization fixture with the
 * seeded ids (UserFixture.open(): a fresh test app) that also reads the session of a token.
 */
import { SeededOrgFixture } from '../test-fixtures';

export const LIST = '/openapi/manage/getUserList';
export const DETAIL = '/openapi/manage/getUserDetail';
export const SAVE = '/openapi/manage/saveUser';
export const STATUS = '/openapi/manage/setUserStatus';
export const DELETE = '/openapi/manage/deleteUser';

export class UserFixture extends SeededOrgFixture {
  /** The session's own user, as the console asks for it (getInfo). */
  info(token: string) {
    return this.t.app.inject({ url: '/openapi/user/getInfo', headers: { authorization: token } });
  }
}
