/** The audit module's public face: every change is recorded with writeAudit inside its transaction. */
export { type AuditEntry, writeAudit } from './audit';
