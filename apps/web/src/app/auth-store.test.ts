import { describe, expect, it } from 'vitest';
import { useAuthStore } from './auth-store';

const user = {
  id: 7,
  token: 'tok',
  username: 'teacher',
  name: 'Ms Li',
  avatorurl: '',
  schoolid: 1,
  brandid: 1,
  roletype: 2,
  introduction: '',
};

describe('auth store', () => {
  it('keeps the roles array when getInfo answers the same roles, so tabs and menus are not rebuilt', () => {
    useAuthStore.getState().setUser(user, ['teacher']);
    const first = useAuthStore.getState().roles;
    useAuthStore.getState().setUser({ ...user, name: 'Ms Li Na' }, ['teacher']);
    expect(useAuthStore.getState().roles).toBe(first);
    expect(useAuthStore.getState().user?.name).toBe('Ms Li Na');
  });

  it('takes new roles when they change', () => {
    useAuthStore.getState().setUser(user, ['teacher']);
    useAuthStore.getState().setUser(user, ['teacher', 'admin']);
    expect(useAuthStore.getState().roles).toEqual(['teacher', 'admin']);
  });
});
