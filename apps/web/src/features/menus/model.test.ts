import { describe, expect, it } from 'vitest';
import type { MenuSettings } from '@edu/shared/contracts/menus';
import { catalogueOf } from './catalogue-source';
import { baseMenu, draftOf, editableRoles, entriesOf, moveRow, previewOf, sameSettings } from './model';

const catalogue = catalogueOf();
const empty = (brand: boolean): MenuSettings => ({
  brandId: brand ? 1 : null,
  roleType: 0,
  platform: [],
  brand: brand ? [] : null,
});

describe('the menu editors’ model', () => {
  it('edits every role with a menu; a brand not the admin’s', () => {
    expect(editableRoles(catalogue, 'platform')).toContain('admin');
    expect(editableRoles(catalogue, 'brand')).not.toContain('admin');
    expect(editableRoles(catalogue, 'brand')).toContain('teacher');
  });

  it('saves nothing for an unchanged layer, every position once reordered, hides and names', () => {
    const settings = empty(false);
    const rows = draftOf(catalogue, 'teacher', settings, 'platform');
    const base = baseMenu(catalogue, 'teacher', settings, 'platform');
    expect(rows[0]).toMatchObject({ path: '/dashboard', locked: true });
    expect(entriesOf(rows, base)).toEqual([]);

    const hidden = rows.map((r) =>
      r.path === '/lockUp/index' ? { ...r, hidden: true, labels: { en: ' Locks ' } } : r,
    );
    expect(entriesOf(hidden, base)).toEqual([
      { path: '/lockUp/index', hidden: true, order: null, labels: { en: 'Locks' } },
    ]);
    expect(previewOf(catalogue, 'teacher', settings, 'platform', hidden).map((e) => e.path)).not.toContain(
      '/lockUp/index',
    );

    const moved = moveRow(rows, rows.length - 1, 1);
    const entries = entriesOf(moved, base);
    expect(entries).toHaveLength(rows.length);
    expect(entries.map((e) => e.order)).toEqual(rows.map((_, i) => i));
    expect(previewOf(catalogue, 'teacher', settings, 'platform', moved)[1]?.path).toBe(rows[rows.length - 1]?.path);
    expect(sameSettings(moved, rows, base)).toBe(false);
    expect(sameSettings(moveRow(moved, 1, rows.length - 1), rows, base)).toBe(true);
  });

  it('never hides a locked entry', () => {
    const settings = empty(false);
    const rows = draftOf(catalogue, 'teacher', settings, 'platform').map((r) => ({ ...r, hidden: r.locked }));
    expect(entriesOf(rows, baseMenu(catalogue, 'teacher', settings, 'platform'))).toEqual([]);
  });

  it('shows a brand the platform’s hides, order and names under its own', () => {
    const settings: MenuSettings = {
      brandId: 1,
      roleType: 0,
      platform: [
        { path: '/guide/index', hidden: true, order: null, labels: {} },
        { path: '/lockUp/index', hidden: false, order: null, labels: { en: 'Locks' } },
      ],
      brand: [{ path: '/myClass/myClass', hidden: true, order: null, labels: { zh: '班级' } }],
    };
    const rows = draftOf(catalogue, 'teacher', settings, 'brand');
    expect(rows.find((r) => r.path === '/guide/index')).toMatchObject({ hidden: false, hiddenByPlatform: true });
    expect(rows.find((r) => r.path === '/lockUp/index')).toMatchObject({ labels: {}, inherited: { en: 'Locks' } });
    expect(rows.find((r) => r.path === '/myClass/myClass')).toMatchObject({ hidden: true, labels: { zh: '班级' } });
    const base = baseMenu(catalogue, 'teacher', settings, 'brand');
    expect(entriesOf(rows, base)).toEqual([
      { path: '/myClass/myClass', hidden: true, order: null, labels: { zh: '班级' } },
    ]);
    const preview = previewOf(catalogue, 'teacher', settings, 'brand', rows);
    expect(preview.map((e) => e.path)).not.toContain('/guide/index');
    expect(preview.map((e) => e.path)).not.toContain('/myClass/myClass');
    expect(preview.find((e) => e.path === '/lockUp/index')?.labels).toEqual({ en: 'Locks' });
  });

  it('moves a row, ignoring places out of range', () => {
    expect(moveRow(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveRow(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveRow(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
