import { z } from 'zod';
import { deviceSerial } from './devices';
import { idParam, md5Hex, text } from './common';

export const loginBody = z.object({
  loginvalue: text().trim().min(1, 'username is required').max(64),
  pwd: md5Hex,
});
export type LoginBody = z.infer<typeof loginBody>;

/** The logged-in user as the console stores it (spec section 3). */
export const sessionUser = z.object({
  id: z.number().int(),
  token: text(),
  username: text(),
  name: text(),
  avatorurl: text(),
  schoolid: z.number().int().nullable(),
  brandid: z.number().int().nullable(),
  roletype: z.number().int(),
  introduction: text(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResult = z.object({ user: sessionUser });
export type LoginResult = z.infer<typeof loginResult>;

/** A role preview as getInfo reports it (contracts/role-preview.ts has the rest). */
export const userInfoPreview = z.object({
  /** the admin who previews */
  by: z.object({ id: z.number().int(), username: text() }),
  /** ISO time the preview ends */
  expiresAt: text(),
});

/** getInfo: the same user shape plus the role names the route table uses; in a role preview, the preview. */
export const userInfo = sessionUser.extend({ roles: z.array(text()), preview: userInfoPreview.optional() });
export type UserInfo = z.infer<typeof userInfo>;

export const modifyPasswordByOldPwdQuery = z.object({
  userid: idParam,
  oldPwd: md5Hex,
  newPwd: md5Hex,
  rePwd: md5Hex,
});
export type ModifyPasswordByOldPwdQuery = z.infer<typeof modifyPasswordByOldPwdQuery>;

/** An admin (or a scoped admin) sets another user's password. */
export const modifyPasswordQuery = z.object({
  userid: idParam,
  newPwd: md5Hex,
});
export type ModifyPasswordQuery = z.infer<typeof modifyPasswordQuery>;

/** Reset a user's password to a fresh random temporary one (8 letters and digits, returned once to the admin). */
export const resettingPwdQuery = z.object({
  userid: idParam,
});
export type ResettingPwdQuery = z.infer<typeof resettingPwdQuery>;
export const resettingPwdResult = z.object({ userid: z.number().int(), password: text() });

/**
 * Device login (AI pen, AI pad; modules/devices): the bound student's credentials and the device's serial.
 * The session it opens is marked with the device's kind.
 */
export const clientLoginQuery = z.object({
  loginvalue: text().trim().min(1, 'username is required').max(64),
  pwd: md5Hex,
  deviceSerial,
});
export type ClientLoginQuery = z.infer<typeof clientLoginQuery>;
