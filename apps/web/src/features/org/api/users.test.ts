import { describe, expect, it } from 'vitest';
import { saveClassData } from './classes';
import { fetchAllIds, mergeIds, saveUserData } from './users';

describe('id sets', () => {
  it('mergeIds adds and removes, keeping order, without duplicates', () => {
    expect(mergeIds([3, 1], [2, 3], [1])).toEqual([3, 2]);
    expect(mergeIds([], [5, 5])).toEqual([5]);
    expect(mergeIds([1, 2], [], [1, 2])).toEqual([]);
  });

  it('fetchAllIds reads page after page until the total', async () => {
    const all = Array.from({ length: 230 }, (_, i) => ({ id: i + 1 }));
    const pages: number[] = [];
    const ids = await fetchAllIds(async (page, pageSize) => {
      pages.push(page);
      return { list: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
    });
    expect(ids).toHaveLength(230);
    expect(pages).toEqual([1, 2, 3]);
    expect(await fetchAllIds(async () => ({ list: [], total: 0 }))).toEqual([]);
  });
});

describe('request bodies', () => {
  it('saveUser: the password travels as its MD5 hash, a cleared school as ""', async () => {
    const data = await saveUserData({ username: 'li', name: 'Li', roleType: 0, schoolId: 4, password: 'demo123' });
    expect(data).toEqual({
      username: 'li',
      name: 'Li',
      roleType: 0,
      schoolId: 4,
      pwd: '62cc2d8b4bf2d8728120d052163a77df',
    });
    expect(await saveUserData({ id: 9, schoolId: null })).toEqual({ id: 9, schoolId: '' });
    expect(await saveUserData({ id: 9, phone: undefined })).toEqual({ id: 9 });
  });

  it('saveClass: id sets as comma lists, no head teacher as ""', () => {
    expect(saveClassData({ id: 1, teacherIds: [4, 5], studentIds: [], headTeacherId: null })).toEqual({
      id: 1,
      teacherIds: '4,5',
      studentIds: '',
      headTeacherId: '',
    });
  });
});
