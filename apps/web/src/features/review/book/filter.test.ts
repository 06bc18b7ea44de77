import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTER, filterFromSearch, practiceInputOf, sheetPath } from './filter';

describe('the book filter in the sheet address', () => {
  it('writes only what differs from the defaults', () => {
    expect(sheetPath(DEFAULT_FILTER)).toBe('/wrongQues');
    expect(sheetPath({ subject: 'math', knowledgePointId: 7, state: 'all', sort: 'due', keyword: ' 根式 ' })).toBe(
      '/wrongQues?subject=math&knowledgePointId=7&state=all&sort=due&keyword=%E6%A0%B9%E5%BC%8F',
    );
  });

  it('reads it back, ignoring what is not a filter value', () => {
    const read = filterFromSearch(new URLSearchParams('subject=math&knowledgePointId=7&state=all&sort=due&key=1'));
    expect(read).toEqual({ subject: 'math', knowledgePointId: 7, state: 'all', sort: 'due', showKey: true });
    expect(filterFromSearch(new URLSearchParams('subject=magic&knowledgePointId=x&state=no&sort=up'))).toEqual({
      ...DEFAULT_FILTER,
      subject: undefined,
      knowledgePointId: undefined,
      showKey: false,
    });
    expect(filterFromSearch(new URLSearchParams('ids=3,x,5')).ids).toBe('3,5');
  });

  it('makes a training camp set of the subject and knowledge point', () => {
    expect(practiceInputOf({ subject: 'math', knowledgePointId: 7 })).toEqual({
      subject: 'math',
      knowledgePointIds: [7],
    });
    expect(practiceInputOf({})).toEqual({ knowledgePointIds: [] });
  });
});
