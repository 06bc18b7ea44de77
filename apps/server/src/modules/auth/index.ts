/**
 * The auth module's public face: what other modules and the HTTP layer may use. Everything else in this
 * folder is its own business.
 */
export { authPlugin } from './plugin';
export { authRoutes } from './routes';
export { generateTemporaryPassword, hashPassword, md5Hex, verifyPassword } from './password';
export {
  type AuthContext,
  createSession,
  type PreviewContext,
  type RevokeReason,
  resolveSession,
  revokeSession,
  revokeUserSessions,
} from './sessions';
export { hashToken } from './token';
