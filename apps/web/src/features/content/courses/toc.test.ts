import type { ChapterRow } from '@edu/shared';
import { describe, expect, it } from 'vitest';
import { buildOutline, readingOrder } from './outline';
import { parseToc, tocInput, tocRemovals, tocText } from './toc';

const ch = (id: number, title: string, parentId: number | null, depth: number, sort = 0): ChapterRow => ({
  id,
  courseId: 1,
  parentId,
  title,
  sort,
  depth,
});

describe('table of contents text', () => {
  const existing = [
    ch(1, '第一章 二次根式', null, 0),
    ch(2, '1.1 概念', 1, 1),
    ch(3, '1.2 乘除', 1, 1, 1),
    ch(4, '第二章 方程', null, 0, 1),
  ];

  it('round-trips the chapters, keeping their ids', () => {
    const text = tocText(existing);
    expect(text).toBe('第一章 二次根式\n  1.1 概念\n  1.2 乘除\n第二章 方程');
    const parsed = parseToc(text, existing);
    expect(parsed.badIndent).toEqual([]);
    expect(parsed.lines.map((l) => [l.title, l.depth, l.id])).toEqual([
      ['第一章 二次根式', 0, 1],
      ['1.1 概念', 1, 2],
      ['1.2 乘除', 1, 3],
      ['第二章 方程', 0, 4],
    ]);
    expect(parsed.lines[1]?.parentKey).toBe(parsed.lines[0]?.key);
    expect(tocRemovals(parsed.lines, existing)).toEqual([]);
  });

  it('new lines are new chapters; missing ones are reported for deletion', () => {
    const parsed = parseToc('第一章 二次根式\n\t1.1 概念\n\t1.3 新节\n第三章 函数', existing);
    expect(parsed.lines.map((l) => l.id)).toEqual([1, 2, undefined, undefined]);
    expect(tocRemovals(parsed.lines, existing).map((c) => c.id)).toEqual([3, 4]);
    const input = tocInput(1, parsed.lines);
    expect(input.nodes[2]).toEqual({ key: 'n3', id: undefined, parentKey: 'n1', title: '1.3 新节' });
  });

  it('too deep an indentation is reported and clamped', () => {
    const parsed = parseToc('A\n      B\n  C');
    expect(parsed.badIndent).toEqual([2]);
    expect(parsed.lines.map((l) => l.depth)).toEqual([0, 1, 1]);
  });
});

describe('outline', () => {
  it('puts a chapter’s lessons before its sub-chapters, in reading order', () => {
    const chapters = [ch(1, 'A', null, 0), ch(2, 'A.1', 1, 1), ch(3, 'B', null, 0, 1)];
    const lesson = (id: number, chapterId: number, sort: number) => ({
      id,
      courseId: 1,
      chapterId,
      title: `L${id}`,
      sort,
      published: true,
      exerciseCount: 0,
      updatedAt: '',
    });
    const outline = buildOutline(chapters, [lesson(10, 2, 0), lesson(11, 1, 1), lesson(12, 1, 0), lesson(13, 3, 0)]);
    expect(outline.map((n) => n.key)).toEqual(['c:1', 'c:3']);
    expect(outline[0]?.children.map((n) => n.key)).toEqual(['l:12', 'l:11', 'c:2']);
    expect(readingOrder(outline).map((l) => l.id)).toEqual([12, 11, 10, 13]);
  });
});
