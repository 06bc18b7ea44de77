import type { SessionUser } from '@edu/shared';
import { RoleType } from '@edu/shared/roles';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rolesOf, useAuthStore } from '../app/auth-store';
import { callerManagesContent, useCaller } from './access';

function loginAs(roletype: number, over: Partial<SessionUser> = {}) {
  const user: SessionUser = {
    id: 7,
    token: 't',
    username: 'me',
    name: 'Me',
    avatorurl: '',
    schoolid: null,
    brandid: null,
    roletype,
    introduction: '',
    ...over,
  };
  useAuthStore.setState({ token: 't', user, roles: rolesOf(user), roletype });
}

afterEach(() => useAuthStore.setState({ token: '', user: null, roles: [], roletype: null }));

describe('useCaller', () => {
  it('gives the user, its organization scope and its content actor', () => {
    loginAs(RoleType.schooladmin, { schoolid: 11, brandid: 2 });
    const { result } = renderHook(() => useCaller());
    expect(result.current).toMatchObject({
      roles: ['schooladmin'],
      userId: 7,
      schoolId: 11,
      brandId: 2,
      orgScope: 'school',
      contentActor: { role: 'schooladmin', brandId: 2 },
    });
  });

  it('content decisions follow the shared policy: the admin manages platform content, a brand admin its own', () => {
    loginAs(RoleType.admin);
    expect(callerManagesContent(renderHook(() => useCaller()).result.current, null)).toBe(true);
    loginAs(RoleType.brandingAdmin, { brandid: 3 });
    const brandAdmin = renderHook(() => useCaller()).result.current;
    expect(brandAdmin.orgScope).toBe('brand');
    expect(callerManagesContent(brandAdmin, null)).toBe(false);
    expect(callerManagesContent(brandAdmin, 3)).toBe(true);
    expect(callerManagesContent(brandAdmin, 4)).toBe(false);
  });

  it('before the user is known: no scope, no content actor', () => {
    const caller = renderHook(() => useCaller()).result.current;
    expect(caller.orgScope).toBeUndefined();
    expect(caller.contentActor).toBeNull();
    expect(callerManagesContent(caller, null)).toBe(false);
  });
});
