import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants';
import {
  COLUMN_LABELS,
  columnOfHeader,
  EXPORT_COLUMNS,
  IMPORT_COLUMN_HELP,
  IMPORT_COLUMNS,
  normaliseHeader,
  SHEET_NAMES,
} from './spreadsheet-columns';

describe('spreadsheet columns', () => {
  it('reads the canonical key and the label of every language back as the column', () => {
    for (const column of [...IMPORT_COLUMNS.student, ...IMPORT_COLUMNS.teacher, ...EXPORT_COLUMNS]) {
      expect(columnOfHeader(column)).toBe(column);
      for (const language of LANGUAGES) expect(columnOfHeader(COLUMN_LABELS[column][language]), language).toBe(column);
    }
  });

  it('ignores case, width, spaces, a required mark and a trailing hint', () => {
    expect(columnOfHeader('  USERNAME ')).toBe('username');
    expect(columnOfHeader('用户名*')).toBe('username');
    expect(columnOfHeader('Phone (mobile)')).toBe('phone');
    expect(columnOfHeader('手机号（选填）')).toBe('phone');
    expect(columnOfHeader('ｕｓｅｒｎａｍｅ')).toBe('username');
    expect(columnOfHeader('last_login_at')).toBe('lastLoginAt');
    expect(columnOfHeader('账号')).toBe('username');
    expect(columnOfHeader('Remarks')).toBeUndefined();
    expect(normaliseHeader('Classes taught')).toBe('classestaught');
  });

  it('has every label and help text in the four languages', () => {
    const texts = [
      ...Object.values(COLUMN_LABELS),
      ...Object.values(IMPORT_COLUMN_HELP),
      ...Object.values(SHEET_NAMES),
    ];
    for (const labels of texts) for (const language of LANGUAGES) expect(labels[language].trim()).not.toBe('');
  });
});
