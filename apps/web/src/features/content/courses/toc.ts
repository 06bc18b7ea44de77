import type { ChapterRow, SaveChapterTreeInput } from '@edu/shared';

/**
 * A textbook's table of contents as text: one chapter per line, nesting by indentation (two spaces or
 * a tab per level), e.g.
 *   第一章 二次根式
 *     1.1 二次根式
 *     1.2 二次根式的乘除
 * Existing chapters keep their id (and their lessons) when a line has the same title at the same
 * depth; the others are new; chapters left out are deleted with their lessons.
 */
export interface TocLine {
  key: string;
  parentKey: string | null;
  title: string;
  depth: number;
  /** the existing chapter it keeps */
  id?: number;
}

export function tocText(chapters: readonly ChapterRow[]): string {
  return chapters.map((c) => `${'  '.repeat(c.depth)}${c.title}`).join('\n');
}

export interface TocParse {
  lines: TocLine[];
  /** 1-based line numbers of lines indented more than one level below the line above */
  badIndent: number[];
  /** 1-based line numbers of titles over 200 characters */
  tooLong: number[];
}

function depthOf(raw: string): number {
  let spaces = 0;
  for (const ch of raw) {
    if (ch === '\t') spaces += 2;
    else if (ch === ' ' || ch === '\u3000') spaces += ch === '\u3000' ? 2 : 1;
    else break;
  }
  return Math.floor(spaces / 2);
}

export function parseToc(text: string, existing: readonly ChapterRow[] = []): TocParse {
  const lines: TocLine[] = [];
  const badIndent: number[] = [];
  const tooLong: number[] = [];
  const stack: TocLine[] = [];
  const unused = new Map<string, number[]>();
  for (const c of existing) {
    const k = `${c.depth}:${c.title.trim()}`;
    unused.set(k, [...(unused.get(k) ?? []), c.id]);
  }
  text.split(/\r?\n/).forEach((raw, i) => {
    const title = raw.trim();
    if (title === '') return;
    let depth = depthOf(raw);
    const max = stack.length === 0 ? 0 : stack[stack.length - 1]!.depth + 1;
    if (depth > max) {
      badIndent.push(i + 1);
      depth = max;
    }
    if (title.length > 200) tooLong.push(i + 1);
    while (stack.length > 0 && stack[stack.length - 1]!.depth >= depth) stack.pop();
    const parent = stack[stack.length - 1];
    const ids = unused.get(`${depth}:${title}`);
    const id = ids?.shift();
    const line: TocLine = {
      key: `n${lines.length + 1}`,
      parentKey: parent?.key ?? null,
      title: title.slice(0, 200),
      depth,
      id,
    };
    lines.push(line);
    stack.push(line);
  });
  return { lines, badIndent, tooLong };
}

/** What saving the outline would delete: existing chapters not kept, and their lessons. */
export function tocRemovals(lines: readonly TocLine[], existing: readonly ChapterRow[]): ChapterRow[] {
  const kept = new Set(lines.map((l) => l.id).filter((id): id is number => id !== undefined));
  return existing.filter((c) => !kept.has(c.id));
}

export function tocInput(courseId: number, lines: readonly TocLine[]): SaveChapterTreeInput {
  return {
    courseId,
    nodes: lines.map((l) => ({ key: l.key, id: l.id, parentKey: l.parentKey, title: l.title })),
  };
}
