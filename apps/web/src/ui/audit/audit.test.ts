import { describe, expect, it } from 'vitest';
import { auditActionKey, auditChanges, auditValue } from './audit';

describe('auditChanges', () => {
  it('an update lists the fields that changed, before → after', () => {
    expect(
      auditChanges(
        { id: 3, name: 'Old', address: 'A', enabled: true, updatedAt: 'x' },
        { id: 3, name: 'New', address: 'A', enabled: false, updatedAt: 'y' },
      ),
    ).toEqual([
      { field: 'name', before: 'Old', after: 'New' },
      { field: 'enabled', before: 'true', after: 'false' },
    ]);
  });

  it('a create lists what was set; a delete what was there', () => {
    expect(auditChanges(null, { id: 1, name: 'S', brandId: 2 })).toEqual([
      { field: 'name', before: undefined, after: 'S' },
      { field: 'brandId', before: undefined, after: '2' },
    ]);
    expect(auditChanges({ name: 'S' }, null)).toEqual([{ field: 'name', before: 'S', after: undefined }]);
  });

  it('compares id lists by value and shows fields only one side has', () => {
    expect(auditChanges({ studentIds: [1, 2] }, { studentIds: [1, 2], leftClasses: [4] })).toEqual([
      { field: 'leftClasses', before: undefined, after: '4' },
    ]);
    expect(auditChanges({ studentIds: [1, 2] }, { studentIds: [1, 3] })).toEqual([
      { field: 'studentIds', before: '1, 2', after: '1, 3' },
    ]);
  });
});

describe('auditValue and auditActionKey', () => {
  it('shortens values', () => {
    expect(auditValue(null)).toBe('—');
    expect(auditValue([])).toBe('[]');
    expect(auditValue({ a: 1 })).toBe('{"a":1}');
    expect(auditValue('x'.repeat(200))).toHaveLength(80);
    expect(auditValue(undefined)).toBeUndefined();
  });

  it('turns an action into a translation key', () => {
    expect(auditActionKey('class.students.moveIn')).toBe('class_students_moveIn');
    expect(auditActionKey('user.create')).toBe('user_create');
  });
});
