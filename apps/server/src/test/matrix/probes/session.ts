/** Probes of the session group: logins (public), the caller's own session and password, admins' password changes. */
import { RoleType } from '@edu/shared';
import { sessions, users } from '../../../db/schema';
import type { ProbeMap } from '../probe';
import { clientLoginInput } from './device';
import { DEMO_MD5, type World } from '../world';

/** The password hash of a user, compared before and after a refused change. */
const passwordOf = (w: World, input: { userid?: unknown }) => w.row(users, Number(input.userid));

export const sessionProbes: ProbeMap<'session'> = {
  'session.login': {
    kind: 'own',
    host: 'localhost',
    input: () => ({ loginvalue: 'teacher', pwd: DEMO_MD5 }),
  },
  'session.clientLogin': {
    kind: 'own',
    host: 'localhost',
    input: ({ w }) => clientLoginInput(w, DEMO_MD5),
  },
  'session.getInfo': {
    kind: 'own',
    input: () => ({}),
    check: ({ data }, { caller }) =>
      data.username === caller.spec.username && data.id === caller.userId ? null : `answers user ${data.username}`,
  },
  'session.logout': {
    kind: 'own',
    input: () => ({}),
    endsSession: true,
  },
  'session.modifyPasswordByOldPwd': {
    kind: 'own',
    // The same password again: every session of the account ends, nothing else changes.
    input: ({ w, caller }) => ({
      userid: caller.userId ?? w.userId('teacher'),
      oldPwd: DEMO_MD5,
      newPwd: DEMO_MD5,
      rePwd: DEMO_MD5,
    }),
    endsSession: true,
  },
  'session.modifyPassword': {
    kind: 'target',
    input: async ({ w }) => ({ userid: await w.homeStudent(), newPwd: DEMO_MD5 }),
    state: passwordOf,
  },
  'session.resettingPwd': {
    kind: 'target',
    input: async ({ w }) => ({ userid: await w.homeStudent() }),
    state: passwordOf,
  },
  'session.startRolePreview': {
    // The home teacher: the platform admin and the home brand's admin reach it, other brands' admins get 404.
    // The preview's own refusals (read-only, admins, escalation, expiry) are in modules/auth/preview.test.ts.
    kind: 'target',
    input: ({ w }) => ({ roleType: RoleType.teacher, userId: w.userId('teacher') }),
    writes: sessions,
  },
  'session.endRolePreview': {
    // The matrix's callers hold ordinary sessions: there is no preview to end (403), nothing is written.
    kind: 'target',
    covers: () => false,
    refusal: () => 403,
    input: () => ({}),
    writes: sessions,
  },
};
