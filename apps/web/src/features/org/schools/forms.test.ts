import type { ClassRow, SchoolRow } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { classChanges } from '../classes/ClassFormModal';
import { schoolChanges } from './SchoolFormModal';

const school: SchoolRow = {
  id: 3,
  brandId: 1,
  brandName: 'B',
  name: 'No.1',
  address: 'Road 1',
  enabled: true,
  teacherCount: 0,
  studentCount: 0,
  classCount: 0,
  createdAt: '',
  updatedAt: '',
};

const cls: ClassRow = {
  id: 8,
  brandId: 1,
  schoolId: 3,
  schoolName: 'No.1',
  grade: 8,
  name: '八年级1班',
  headTeacherId: 5,
  headTeacherName: 'T',
  status: 1,
  teacherCount: 2,
  studentCount: 4,
  createdAt: '',
  updatedAt: '',
};

describe('updateSchool from the school form', () => {
  it('a new school sends its fields (trimmed), with the brand the admin chose', () => {
    expect(schoolChanges(undefined, { name: ' New ', address: ' A ', brandId: 2, enabled: true })).toEqual({
      name: 'New',
      address: 'A',
      brandId: 2,
      enabled: true,
    });
  });

  it('an edit sends what changed only', () => {
    expect(schoolChanges(school, { name: 'No.1', address: 'Road 1', enabled: true })).toEqual({ id: 3 });
    expect(schoolChanges(school, { name: 'No.2', address: '', enabled: false })).toEqual({
      id: 3,
      name: 'No.2',
      address: '',
      enabled: false,
    });
  });
});

describe('saveClass from the class form', () => {
  it('a new class sends school, grade, name, head teacher and the member sets', () => {
    expect(
      classChanges(undefined, {
        schoolId: 3,
        grade: 7,
        name: ' 七年级2班 ',
        headTeacherId: 5,
        teacherIds: [5, 6],
        studentIds: [9],
      }),
    ).toEqual({ schoolId: 3, grade: 7, name: '七年级2班', headTeacherId: 5, teacherIds: [5, 6], studentIds: [9] });
    expect(classChanges(undefined, { schoolId: 3, grade: 7, name: 'x' })).toMatchObject({
      headTeacherId: undefined,
      teacherIds: [],
      studentIds: [],
    });
  });

  it('an edit sends what changed; teachers compared as a set; clearing the head teacher sends null', () => {
    expect(classChanges(cls, { grade: 8, name: '八年级1班', headTeacherId: 5, teacherIds: [6, 5] }, [5, 6])).toEqual({
      id: 8,
    });
    expect(classChanges(cls, { grade: 9, name: '九年级1班', headTeacherId: null, teacherIds: [6] }, [5, 6])).toEqual({
      id: 8,
      grade: 9,
      name: '九年级1班',
      headTeacherId: null,
      teacherIds: [6],
    });
  });
});
