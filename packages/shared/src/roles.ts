/** Role type codes (spec section 3). 6 is unused by the spec. */
export const RoleType = {
  teacher: 0,
  student: 1,
  admin: 2,
  schooladmin: 3,
  courseConsultant: 4,
  DL: 5,
  brandingAdmin: 7,
  correctionTeacher: 8,
} as const;

export type RoleName = keyof typeof RoleType;
export type RoleCode = (typeof RoleType)[RoleName];

export const ROLE_CODES = Object.values(RoleType) as RoleCode[];
export const ROLE_NAMES = Object.keys(RoleType) as RoleName[];

const byCode = new Map<number, RoleName>(ROLE_NAMES.map((name) => [RoleType[name], name]));

export function roleNameOf(code: number | string): RoleName | undefined {
  return byCode.get(Number(code));
}

export function isRoleCode(code: number): code is RoleCode {
  return byCode.has(code);
}
