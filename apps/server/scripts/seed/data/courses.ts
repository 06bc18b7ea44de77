/** The demo book course (a textbook's table of contents) and a course of each brand. */
import type { courses } from '../../../src/db/schema';
import type { ChapterSeed, LessonSeed } from './math-course';

export type { ChapterSeed } from './math-course';

/** A textbook edition's table of contents (the book course's chapters). */
export const BOOK_TOC: [string, string[]][] = [
  ['第十一章 三角形', ['11.1 与三角形有关的线段', '11.2 与三角形有关的角', '11.3 多边形及其内角和']],
  ['第十二章 全等三角形', ['12.1 全等三角形', '12.2 三角形全等的判定', '12.3 角的平分线的性质']],
  ['第十三章 轴对称', ['13.1 轴对称', '13.2 画轴对称图形', '13.3 等腰三角形']],
  ['第十四章 整式的乘法与因式分解', ['14.1 整式的乘法', '14.2 乘法公式', '14.3 因式分解']],
  ['第十五章 分式', ['15.1 分式', '15.2 分式的运算', '15.3 分式方程']],
];

export const BOOK_COURSE: typeof courses.$inferInsert = {
  title: '人教版 数学 八年级上册 同步课',
  subject: 'math',
  grade: 8,
  kind: 'book',
  textbookEdition: '人教版（2024）',
  description: '按教材目录同步：三角形、全等三角形、轴对称、整式的乘法与因式分解、分式。',
  published: true,
};

/**
 * The fractions chapter's lessons, written out: the demo student's class works through them (seed-learning),
 * so that the demo student has lessons done, graded and in progress of its own.
 */
export const BOOK_FRACTION_LESSONS: LessonSeed[] = [
  {
    title: '15.1 分式',
    content: String.raw`<p>形如 $\dfrac{A}{B}$ 的式子，$A$、$B$ 是整式且 $B$ 中含有字母，叫做分式。分式有意义的条件是 $B\ne 0$，值为零的条件是 $A=0$ 且 $B\ne 0$。</p><p>例：$\dfrac{x-2}{x+3}$ 在 $x\ne -3$ 时有意义，在 $x=2$ 时值为零。</p>`,
  },
  {
    title: '15.2 分式的运算',
    content: String.raw`<p>乘除：$\dfrac{a}{b}\cdot\dfrac{c}{d}=\dfrac{ac}{bd}$，$\dfrac{a}{b}\div\dfrac{c}{d}=\dfrac{ad}{bc}$。加减：先通分，再按同分母分式相加减。</p><p>例：$\dfrac{1}{x-1}-\dfrac{1}{x+1}=\dfrac{2}{x^2-1}$。</p>`,
  },
  {
    title: '15.3 分式方程',
    content: String.raw`<p>解分式方程：两边同乘最简公分母化为整式方程，解出后必须检验。</p><p>例：$\dfrac{2}{x-1}=\dfrac{1}{x}$ 两边乘 $x(x-1)$ 得 $2x=x-1$，$x=-1$，检验 $x(x-1)=2\ne 0$，所以 $x=-1$ 是原方程的解。</p>`,
  },
];

/** The book's chapters; the first and the fractions chapter have lessons written so far. */
export const BOOK_CHAPTERS: ChapterSeed[] = BOOK_TOC.map(([title, sections], i) => ({
  title,
  lessons:
    i === 0
      ? [
          {
            title: sections[0] ?? title,
            content: String.raw`<p>三角形任意两边之和大于第三边：$a+b&gt;c$，任意两边之差小于第三边：$|a-b|&lt;c$。三角形内角和为 $180^\circ$。</p>`,
          },
        ]
      : title.includes('分式')
        ? BOOK_FRACTION_LESSONS
        : [],
}));

/** One course of each brand (brand key, course, chapters). */
export const BRAND_COURSES: {
  brand: string;
  course: Omit<typeof courses.$inferInsert, 'brandId'>;
  chapters: ChapterSeed[];
}[] = [
  {
    brand: 'qiming',
    course: {
      title: '启明培优：分式专题',
      subject: 'math',
      grade: 8,
      kind: 'ai',
      description: '启明教育自编培优课程，AI 诊断薄弱环节后推送分式练习。',
      published: true,
    },
    chapters: [
      {
        title: '第一讲 分式的基本性质',
        lessons: [
          {
            title: '分式的约分与通分',
            content: String.raw`<p>分式的基本性质：$\dfrac{A}{B}=\dfrac{A\cdot C}{B\cdot C}\ (C\ne 0)$。</p><p>例：$\dfrac{6x^2y}{9xy^2}=\dfrac{2x}{3y}$，$\dfrac{1}{x-1}-\dfrac{1}{x+1}=\dfrac{2}{x^2-1}$。</p>`,
          },
        ],
      },
    ],
  },
  {
    brand: 'acme',
    course: {
      title: 'Acme Algebra Bootcamp',
      subject: 'math',
      grade: 8,
      kind: 'normal',
      description: 'Linear equations and functions for Acme Academy’s grade 8 students.',
      published: true,
    },
    chapters: [
      {
        title: 'Unit 1 Linear equations',
        lessons: [
          {
            title: 'Solving two-step equations',
            content: String.raw`<p>To solve $3x+5=20$, subtract $5$ then divide by $3$: $x=\dfrac{20-5}{3}=5$.</p>`,
          },
        ],
      },
    ],
  },
];
