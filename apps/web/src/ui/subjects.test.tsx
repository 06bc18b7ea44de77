import { SUBJECTS } from '@edu/shared';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../app/i18n';
import { useSubjectLabel } from './subjects';
import '../app/i18n-react';

afterEach(() => changeLanguage('en'));

describe('useSubjectLabel', () => {
  it('names every subject in the console language', async () => {
    await changeLanguage('en');
    const en = renderHook(() => useSubjectLabel()).result.current;
    expect(en('math')).toBe('Mathematics');
    expect(en('it')).toBe('IT');
    await changeLanguage('zh');
    const zh = renderHook(() => useSubjectLabel()).result.current;
    expect(SUBJECTS.map(zh)).toEqual([
      '数学',
      '物理',
      '化学',
      '生物',
      '语文',
      '英语',
      '历史',
      '地理',
      '政治',
      '科学',
      '信息技术',
      '其他',
    ]);
  });

  it('keeps a code it does not know and shows a dash for none', async () => {
    await changeLanguage('ja');
    const label = renderHook(() => useSubjectLabel()).result.current;
    expect(label('chinese')).toBe('国語（中国語）');
    expect(label('astronomy')).toBe('astronomy');
    expect(label(null)).toBe('—');
    expect(label(undefined)).toBe('—');
  });
});
