import { describe, expect, it } from 'vitest';
import { allowedInPreview, api, endpoints } from '../api';
import { RoleType } from '../roles';
import { isPreviewableRole, PREVIEW_ADMINS, PREVIEWABLE_ROLE_CODES } from './role-preview';

describe('role preview policy', () => {
  it('never previews an admin or a brand admin, and only admins preview', () => {
    expect(isPreviewableRole(RoleType.admin)).toBe(false);
    expect(isPreviewableRole(RoleType.brandingAdmin)).toBe(false);
    expect(PREVIEWABLE_ROLE_CODES).toEqual([0, 1, 3, 4, 5, 8]);
    expect(isPreviewableRole(6)).toBe(false);
    expect(PREVIEW_ADMINS).toEqual(['admin', 'brandingAdmin']);
    expect(api.session.startRolePreview.access).toEqual({ scope: 'org', roles: PREVIEW_ADMINS });
  });

  it('lets a preview read and end itself, and refuses every other change', () => {
    expect(allowedInPreview({ methods: ['GET'] })).toBe(true);
    expect(allowedInPreview({ methods: ['POST'] })).toBe(false);
    // A change that also answers GET is still a change.
    expect(allowedInPreview({ methods: ['POST', 'GET'] })).toBe(false);
    expect(allowedInPreview({ methods: ['POST'], reads: true })).toBe(true);
    expect(allowedInPreview(api.session.endRolePreview)).toBe(true);
    expect(allowedInPreview(api.session.logout)).toBe(true);
    expect(allowedInPreview(api.session.startRolePreview)).toBe(false);
    expect(allowedInPreview(api.session.modifyPasswordByOldPwd)).toBe(false);
  });

  it('marks reads and session ends on POSTs only, and ends sessions only in the session group', () => {
    for (const e of endpoints) {
      if (e.reads || e.endsSession) expect(e.methods[0], e.id).toBe('POST');
      if (e.endsSession) expect(e.group, e.id).toBe('session');
    }
    expect(endpoints.filter((e) => e.reads).map((e) => e.id)).toEqual([
      'org.previewUserImport',
      'device.previewDeviceImport',
    ]);
  });
});
