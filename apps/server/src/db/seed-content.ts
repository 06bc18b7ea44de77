/**
 * Demo content (issue 4 item 6), seeded with the rest of the demo data: a real mathematics course
 * (3 chapters, 7 lessons with LaTeX), a book course following a textbook's table of contents, a course
 * of each brand, a knowledge-point tree and 60 questions of every type linked to it, and a learning
 * material (a small PDF, modules/content/materials/demo-pdf.ts) shared with the demo student's class.
 * Deterministic; rich text is our own, stored as the editor would store it; lessons are rendered on
 * first read.
 */
import type { QuestionType } from '@edu/shared';
import { DEMO_MATERIAL_KEY, DEMO_MATERIAL_NAME, demoMaterialPdf } from '../modules/content/materials/demo-pdf';
import { searchFields } from '../modules/content/questions/search';
import type { Tx } from './queries';
import {
  chapters,
  courses,
  knowledgePoints,
  lessonExercises,
  lessons,
  materials,
  materialShares,
  questionKnowledgePoints,
  questions,
} from './schema';

export interface ContentSeedIds {
  brand: (key: string) => number;
  user: (username: string) => number;
  /** class id by school key and class name */
  klass: (school: string, name: string) => number;
}

// ---------------------------------------------------------------------------------------------
// Knowledge points (mathematics, platform-wide)
// ---------------------------------------------------------------------------------------------

const KP_TREE: [string, string[]][] = [
  ['数与式', ['实数', '二次根式的化简', '二次根式的运算', '分式的运算']],
  ['方程与不等式', ['一元二次方程的解法', '根的判别式', '根与系数的关系', '二元一次方程组', '一元一次不等式']],
  ['函数', ['一次函数', '反比例函数', '二次函数']],
  ['矩阵初步', ['矩阵的运算', '行列式']],
  ['几何', ['勾股定理', '全等三角形']],
];

// ---------------------------------------------------------------------------------------------
// The mathematics course: chapters and lessons
// ---------------------------------------------------------------------------------------------

interface LessonSeed {
  title: string;
  content: string;
}

const MATH_CHAPTERS: { title: string; lessons: LessonSeed[] }[] = [
  {
    title: '第一章 二次根式',
    lessons: [
      {
        title: '1.1 二次根式的概念与性质',
        content: String.raw`<h2>二次根式的概念</h2>
<p>一般地，形如 $\sqrt{a}\ (a\ge 0)$ 的式子叫做<strong>二次根式</strong>。被开方数 $a$ 必须是非负数，所以 $\sqrt{x-3}$ 有意义的条件是 $x\ge 3$。</p>
<h3>两个重要性质</h3>
<p>$$\left(\sqrt{a}\right)^2=a\quad(a\ge 0),\qquad \sqrt{a^2}=|a|=\begin{cases} a, & a\ge 0 \\ -a, & a&lt;0 \end{cases}$$</p>
<p><strong>例 1</strong> 化简 $\sqrt{(-5)^2}$ 与 $\left(\sqrt{7}\right)^2$。</p>
<p>解：$\sqrt{(-5)^2}=|-5|=5$，$\left(\sqrt{7}\right)^2=7$。</p>
<p><strong>例 2</strong> 当 $x&lt;2$ 时，化简 $\sqrt{x^2-4x+4}$。</p>
<p>解：\(\sqrt{x^2-4x+4}=\sqrt{(x-2)^2}=|x-2|=2-x\)。</p>
<h3>小结</h3>
<ul><li>二次根式有意义 $\iff$ 被开方数 $\ge 0$；</li><li>$\sqrt{a}$ 本身也是非负数：$\sqrt{a}\ge 0$。</li></ul>`,
      },
      {
        title: '1.2 二次根式的乘除',
        content: String.raw`<h2>乘法与除法法则</h2>
<p>$$\sqrt{a}\cdot\sqrt{b}=\sqrt{ab}\ (a\ge 0,\ b\ge 0),\qquad \frac{\sqrt{a}}{\sqrt{b}}=\sqrt{\frac{a}{b}}\ (a\ge 0,\ b&gt;0)$$</p>
<p><strong>例 1</strong> 计算 $\sqrt{12}\times\sqrt{3}=\sqrt{36}=6$；$\dfrac{\sqrt{72}}{\sqrt{2}}=\sqrt{36}=6$。</p>
<h3>最简二次根式</h3>
<p>被开方数不含分母，也不含能开得尽方的因数。例如 $\sqrt{18}=\sqrt{9\times 2}=3\sqrt{2}$，$\sqrt{\dfrac{1}{3}}=\dfrac{\sqrt{3}}{3}$。</p>
<p><strong>分母有理化</strong>：$$\frac{1}{\sqrt{3}-\sqrt{2}}=\frac{\sqrt{3}+\sqrt{2}}{(\sqrt{3}-\sqrt{2})(\sqrt{3}+\sqrt{2})}=\sqrt{3}+\sqrt{2}$$</p>
<p>练习：化简 $\sqrt{50}$，$\sqrt{\dfrac{8}{27}}$，$\dfrac{2}{\sqrt{5}+1}$。</p>`,
      },
      {
        title: '1.3 二次根式的加减与混合运算',
        content: String.raw`<h2>同类二次根式</h2>
<p>化成最简二次根式后，被开方数相同的二次根式叫做同类二次根式，可以合并：$2\sqrt{3}+5\sqrt{3}=7\sqrt{3}$。</p>
<p><strong>例 1</strong> $\sqrt{12}+\sqrt{27}-\sqrt{48}=2\sqrt{3}+3\sqrt{3}-4\sqrt{3}=\sqrt{3}$。</p>
<p><strong>例 2</strong> 计算 $(\sqrt{6}+\sqrt{2})(\sqrt{6}-\sqrt{2})$ 与 $(\sqrt{3}+1)^2$：</p>
<p>$$\begin{aligned}(\sqrt{6}+\sqrt{2})(\sqrt{6}-\sqrt{2})&amp;=6-2=4,\\ (\sqrt{3}+1)^2&amp;=3+2\sqrt{3}+1=4+2\sqrt{3}.\end{aligned}$$</p>
<p>混合运算的顺序与整式相同：先乘方，再乘除，最后加减；乘法公式 $(a+b)(a-b)=a^2-b^2$ 与 $(a\pm b)^2=a^2\pm 2ab+b^2$ 依然适用。</p>`,
      },
    ],
  },
  {
    title: '第二章 一元二次方程',
    lessons: [
      {
        title: '2.1 配方法',
        content: String.raw`<h2>用配方法解一元二次方程</h2>
<p>把方程 $ax^2+bx+c=0\ (a\ne 0)$ 化为 $(x+m)^2=n$ 的形式，再开平方。</p>
<p><strong>例 1</strong> 解方程 $x^2-6x+5=0$。</p>
<p>$$\begin{aligned} x^2-6x&amp;=-5\\ x^2-6x+9&amp;=-5+9\\ (x-3)^2&amp;=4\\ x-3&amp;=\pm 2 \end{aligned}$$</p>
<p>所以 $x_1=5,\ x_2=1$。</p>
<p><strong>要点</strong>：配方时方程两边同时加上一次项系数一半的平方 $\left(\dfrac{b}{2}\right)^2$；二次项系数不为 1 时先除以 $a$。</p>`,
      },
      {
        title: '2.2 公式法与根的判别式',
        content: String.raw`<h2>求根公式</h2>
<p>对一般形式 $ax^2+bx+c=0\ (a\ne 0)$ 配方，得到求根公式
$$x=\frac{-b\pm\sqrt{b^2-4ac}}{2a}\qquad (b^2-4ac\ge 0).$$</p>
<h3>判别式 $\Delta=b^2-4ac$</h3>
<ul><li>$\Delta&gt;0$：方程有两个不相等的实数根；</li><li>$\Delta=0$：方程有两个相等的实数根 $x_1=x_2=-\dfrac{b}{2a}$；</li><li>$\Delta&lt;0$：方程没有实数根。</li></ul>
<p><strong>例</strong> 解方程 $2x^2-3x-2=0$：$\Delta=(-3)^2-4\times 2\times(-2)=25$，
\[x=\frac{3\pm 5}{4},\quad x_1=2,\ x_2=-\frac{1}{2}.\]</p>`,
      },
      {
        title: '2.3 根与系数的关系',
        content: String.raw`<h2>韦达定理</h2>
<p>若 $x_1, x_2$ 是方程 $ax^2+bx+c=0\ (a\ne 0)$ 的两个根，则
$$\begin{align*} x_1+x_2 &amp;= -\frac{b}{a}, \\ x_1x_2 &amp;= \frac{c}{a}. \end{align*}$$</p>
<p><strong>例 1</strong> 方程 $x^2-5x+6=0$ 的两根之和为 $5$，两根之积为 $6$（两根为 $2$ 和 $3$）。</p>
<p><strong>例 2</strong> 已知 $x_1, x_2$ 是 $x^2+3x-1=0$ 的两根，求 $x_1^2+x_2^2$：</p>
<p>$$x_1^2+x_2^2=(x_1+x_2)^2-2x_1x_2=(-3)^2-2\times(-1)=11.$$</p>`,
      },
    ],
  },
  {
    title: '第三章 矩阵与线性方程组（拓展）',
    lessons: [
      {
        title: '3.1 矩阵与二元一次方程组',
        content: String.raw`<h2>用矩阵表示方程组</h2>
<p>方程组 $\begin{cases} 2x+y=5 \\ x-3y=-1 \end{cases}$ 可以写成
$$\begin{pmatrix} 2 &amp; 1 \\ 1 &amp; -3 \end{pmatrix}\begin{pmatrix} x \\ y \end{pmatrix}=\begin{pmatrix} 5 \\ -1 \end{pmatrix}.$$</p>
<h3>二阶行列式</h3>
<p>$$\det A=\left|\begin{array}{cc} a &amp; b \\ c &amp; d \end{array}\right|=ad-bc.$$</p>
<p>当 $\det A\ne 0$ 时方程组有唯一解（克莱姆法则）：
$$x=\frac{\left|\begin{array}{cc} 5 &amp; 1 \\ -1 &amp; -3 \end{array}\right|}{\det A}=\frac{-14}{-7}=2,\qquad y=\frac{\left|\begin{array}{cc} 2 &amp; 5 \\ 1 &amp; -1 \end{array}\right|}{\det A}=\frac{-7}{-7}=1.$$</p>
<p>矩阵乘法：$\begin{pmatrix}1 &amp; 2\\ 3 &amp; 4\end{pmatrix}\begin{pmatrix}0 &amp; 1\\ 1 &amp; 0\end{pmatrix}=\begin{pmatrix}2 &amp; 1\\ 4 &amp; 3\end{pmatrix}$。</p>`,
      },
    ],
  },
];

/** A textbook edition's table of contents (the book course's chapters). */
const BOOK_TOC: [string, string[]][] = [
  ['第十一章 三角形', ['11.1 与三角形有关的线段', '11.2 与三角形有关的角', '11.3 多边形及其内角和']],
  ['第十二章 全等三角形', ['12.1 全等三角形', '12.2 三角形全等的判定', '12.3 角的平分线的性质']],
  ['第十三章 轴对称', ['13.1 轴对称', '13.2 画轴对称图形', '13.3 等腰三角形']],
  ['第十四章 整式的乘法与因式分解', ['14.1 整式的乘法', '14.2 乘法公式', '14.3 因式分解']],
  ['第十五章 分式', ['15.1 分式', '15.2 分式的运算', '15.3 分式方程']],
];

// ---------------------------------------------------------------------------------------------
// Questions
// ---------------------------------------------------------------------------------------------

interface QuestionSeed {
  type: QuestionType;
  difficulty: number;
  stem: string;
  options?: string[];
  choices?: string[];
  judge?: boolean;
  blanks?: { accepted: string[]; rules: string[] }[];
  text?: string;
  analysis: string;
  kps: string[];
}

const R = String.raw;
const NUM = ['trim', 'halfWidth', 'numeric'];
const TXT = ['trim', 'halfWidth', 'caseInsensitive'];

const HAND_QUESTIONS: QuestionSeed[] = [
  {
    type: 'single',
    difficulty: 1,
    stem: R`<p>下列各式中，是最简二次根式的是（　）</p>`,
    options: [R`$\sqrt{8}$`, R`$\sqrt{\dfrac{1}{2}}$`, R`$\sqrt{6}$`, R`$\sqrt{a^2}$`],
    choices: ['C'],
    analysis: R`<p>$\sqrt{8}=2\sqrt{2}$，$\sqrt{\frac12}=\frac{\sqrt2}{2}$，$\sqrt{a^2}=|a|$，只有 $\sqrt{6}$ 是最简二次根式。</p>`,
    kps: ['二次根式的化简'],
  },
  {
    type: 'single',
    difficulty: 2,
    stem: R`<p>若 $\sqrt{x-2}$ 在实数范围内有意义，则 $x$ 的取值范围是（　）</p>`,
    options: [R`$x&gt;2$`, R`$x\ge 2$`, R`$x&lt;2$`, R`$x\le 2$`],
    choices: ['B'],
    analysis: R`<p>被开方数非负：$x-2\ge 0$，即 $x\ge 2$。</p>`,
    kps: ['二次根式的化简'],
  },
  {
    type: 'single',
    difficulty: 2,
    stem: R`<p>计算 $\sqrt{12}-\sqrt{3}$ 的结果是（　）</p>`,
    options: [R`$3$`, R`$\sqrt{3}$`, R`$2\sqrt{3}$`, R`$\sqrt{9}$`],
    choices: ['B'],
    analysis: R`<p>$\sqrt{12}-\sqrt{3}=2\sqrt{3}-\sqrt{3}=\sqrt{3}$。</p>`,
    kps: ['二次根式的运算'],
  },
  {
    type: 'single',
    difficulty: 3,
    stem: R`<p>方程 $x^2-4x+4=0$ 的根的情况是（　）</p>`,
    options: ['有两个不相等的实数根', '有两个相等的实数根', '只有一个实数根', '没有实数根'],
    choices: ['B'],
    analysis: R`<p>$\Delta=(-4)^2-4\times 1\times 4=0$，所以有两个相等的实数根 $x_1=x_2=2$。</p>`,
    kps: ['根的判别式'],
  },
  {
    type: 'single',
    difficulty: 3,
    stem: R`<p>设 $A=\begin{pmatrix}1 &amp; 2\\ 3 &amp; 4\end{pmatrix}$，则 $\det A$ 等于（　）</p>`,
    options: ['$-2$', '$2$', '$10$', '$-10$'],
    choices: ['A'],
    analysis: R`<p>$\det A=1\times 4-2\times 3=-2$。</p>`,
    kps: ['行列式'],
  },
  {
    type: 'single',
    difficulty: 2,
    stem: R`<p>化简分式 $\dfrac{x^2-1}{x^2+x}$ 的结果是（　）</p>`,
    options: [R`$\dfrac{x-1}{x}$`, R`$\dfrac{x+1}{x}$`, R`$x-1$`, R`$\dfrac{1}{x}$`],
    choices: ['A'],
    analysis: R`<p>$\dfrac{(x+1)(x-1)}{x(x+1)}=\dfrac{x-1}{x}\ (x\ne 0,\ x\ne -1)$。</p>`,
    kps: ['分式的运算'],
  },
  {
    type: 'multiple',
    difficulty: 3,
    stem: R`<p>下列计算正确的有（　）</p>`,
    options: [
      R`$\sqrt{2}\times\sqrt{3}=\sqrt{6}$`,
      R`$\sqrt{2}+\sqrt{3}=\sqrt{5}$`,
      R`$\sqrt{18}\div\sqrt{2}=3$`,
      R`$\left(-\sqrt{3}\right)^2=3$`,
    ],
    choices: ['A', 'C', 'D'],
    analysis: R`<p>$\sqrt2$ 与 $\sqrt3$ 不是同类二次根式，不能合并，B 错误；其余正确。</p>`,
    kps: ['二次根式的运算'],
  },
  {
    type: 'multiple',
    difficulty: 4,
    stem: R`<p>关于 $x$ 的方程 $x^2-2x+k=0$ 有实数根，则 $k$ 的值可以是（　）</p>`,
    options: ['$-1$', '$0$', '$1$', '$2$'],
    choices: ['A', 'B', 'C'],
    analysis: R`<p>$\Delta=4-4k\ge 0\Rightarrow k\le 1$。</p>`,
    kps: ['根的判别式'],
  },
  {
    type: 'multiple',
    difficulty: 3,
    stem: R`<p>下列函数中，$y$ 随 $x$ 的增大而减小的有（　）</p>`,
    options: [R`$y=-2x+1$`, R`$y=3x-5$`, R`$y=\dfrac{6}{x}\ (x&gt;0)$`, R`$y=-x^2\ (x&gt;0)$`],
    choices: ['A', 'C', 'D'],
    analysis: R`<p>一次函数 $k&lt;0$ 时递减；$y=\frac6x$ 在第一象限递减；$y=-x^2$ 在 $x&gt;0$ 时递减。</p>`,
    kps: ['一次函数', '反比例函数', '二次函数'],
  },
  {
    type: 'judge',
    difficulty: 1,
    stem: R`<p>$\sqrt{a^2}=a$ 对任意实数 $a$ 都成立。</p>`,
    judge: false,
    analysis: R`<p>$\sqrt{a^2}=|a|$，当 $a&lt;0$ 时不成立。</p>`,
    kps: ['二次根式的化简'],
  },
  {
    type: 'judge',
    difficulty: 2,
    stem: R`<p>方程 $x^2+1=0$ 没有实数根。</p>`,
    judge: true,
    analysis: R`<p>$\Delta=0-4=-4&lt;0$。</p>`,
    kps: ['根的判别式'],
  },
  {
    type: 'judge',
    difficulty: 3,
    stem: R`<p>对任意二阶矩阵 $A, B$，都有 $AB=BA$。</p>`,
    judge: false,
    analysis: R`<p>矩阵乘法一般不满足交换律，例如 $\begin{pmatrix}1&amp;1\\0&amp;1\end{pmatrix}\begin{pmatrix}1&amp;0\\1&amp;1\end{pmatrix}\ne\begin{pmatrix}1&amp;0\\1&amp;1\end{pmatrix}\begin{pmatrix}1&amp;1\\0&amp;1\end{pmatrix}$。</p>`,
    kps: ['矩阵的运算'],
  },
  {
    type: 'blank',
    difficulty: 2,
    stem: R`<p>方程 $x^2-5x+6=0$ 的两根之和为 ___1，两根之积为 ___2。</p>`,
    blanks: [
      { accepted: ['5'], rules: NUM },
      { accepted: ['6'], rules: NUM },
    ],
    analysis: R`<p>由韦达定理 $x_1+x_2=-\frac{b}{a}=5$，$x_1x_2=\frac{c}{a}=6$。</p>`,
    kps: ['根与系数的关系'],
  },
  {
    type: 'blank',
    difficulty: 3,
    stem: R`<p>方程组 $\begin{cases} x+y=5 \\ x-y=1 \end{cases}$ 的解为 $x=$ ___1，$y=$ ___2。</p>`,
    blanks: [
      { accepted: ['3'], rules: NUM },
      { accepted: ['2'], rules: NUM },
    ],
    analysis: R`<p>两式相加 $2x=6$，得 $x=3$，代入得 $y=2$。</p>`,
    kps: ['二元一次方程组'],
  },
  {
    type: 'blank',
    difficulty: 3,
    stem: R`<p>化简 $\dfrac{\sqrt{18}}{\sqrt{2}}=$ ##$$；$\left(\sqrt{5}-2\right)\left(\sqrt{5}+2\right)=$ ##$$。</p>`,
    blanks: [
      { accepted: ['3'], rules: NUM },
      { accepted: ['1'], rules: NUM },
    ],
    analysis: R`<p>$\sqrt{\frac{18}{2}}=\sqrt9=3$；$(\sqrt5)^2-2^2=1$。</p>`,
    kps: ['二次根式的运算'],
  },
  {
    type: 'blank',
    difficulty: 4,
    stem: R`<p>若矩阵 $\begin{pmatrix} 2 &amp; a \\ 1 &amp; 3 \end{pmatrix}$ 的行列式为 $4$，则 $a=$ ___1。</p>`,
    blanks: [{ accepted: ['2'], rules: NUM }],
    analysis: R`<p>$2\times 3-a\times 1=4$，所以 $a=2$。</p>`,
    kps: ['行列式'],
  },
  {
    type: 'blank',
    difficulty: 2,
    stem: R`<p>函数 $y=\sqrt{x-1}$ 中自变量 $x$ 的取值范围是 ___1。</p>`,
    blanks: [{ accepted: ['x≥1', 'x>=1', '[1,+∞)', 'x ≥ 1'], rules: ['trim', 'halfWidth', 'caseInsensitive'] }],
    analysis: R`<p>$x-1\ge 0$，即 $x\ge 1$。</p>`,
    kps: ['二次根式的化简', '函数'],
  },
  {
    type: 'short',
    difficulty: 4,
    stem: R`<p>用配方法解方程 $2x^2-4x-1=0$，写出完整过程。</p>`,
    text: R`<p>$$\begin{aligned} x^2-2x&amp;=\frac12\\ (x-1)^2&amp;=\frac32\\ x&amp;=1\pm\frac{\sqrt6}{2}\end{aligned}$$</p>`,
    analysis: R`<p>先把二次项系数化为 1，再两边加上 $1$ 配方。</p>`,
    kps: ['一元二次方程的解法'],
  },
  {
    type: 'short',
    difficulty: 5,
    stem: R`<p>已知 $x_1, x_2$ 是方程 $x^2-3x+1=0$ 的两根，求 $\dfrac{1}{x_1}+\dfrac{1}{x_2}$ 与 $x_1^2+x_2^2$ 的值。</p>`,
    text: R`<p>$x_1+x_2=3,\ x_1x_2=1$，所以 $\dfrac{1}{x_1}+\dfrac{1}{x_2}=\dfrac{x_1+x_2}{x_1x_2}=3$，$x_1^2+x_2^2=(x_1+x_2)^2-2x_1x_2=7$。</p>`,
    analysis: R`<p>不必求出两根，用根与系数的关系整体代入。</p>`,
    kps: ['根与系数的关系'],
  },
  {
    type: 'short',
    difficulty: 4,
    stem: R`<p>用克莱姆法则解方程组 $\begin{cases} 3x+2y=7 \\ x-y=-1 \end{cases}$。</p>`,
    text: R`<p>$D=\left|\begin{array}{cc}3&amp;2\\1&amp;-1\end{array}\right|=-5$，$D_x=\left|\begin{array}{cc}7&amp;2\\-1&amp;-1\end{array}\right|=-5$，$D_y=\left|\begin{array}{cc}3&amp;7\\1&amp;-1\end{array}\right|=-10$，所以 $x=1,\ y=2$。</p>`,
    analysis: R`<p>$x=\dfrac{D_x}{D}$，$y=\dfrac{D_y}{D}$。</p>`,
    kps: ['行列式', '二元一次方程组'],
  },
];

/** Generated exercises of the same kinds, with real values (deterministic). */
function generatedQuestions(): QuestionSeed[] {
  const out: QuestionSeed[] = [];
  // Simplify √(k²·m): single choice.
  const roots: [number, number][] = [
    [2, 3],
    [3, 2],
    [4, 5],
    [5, 2],
    [3, 5],
    [2, 7],
  ];
  for (const [i, [k, m]] of roots.entries()) {
    const n = k * k * m;
    const wrong = [`${m}\\sqrt{${k}}`, `${k * m}`, `${k}\\sqrt{${m + 1}}`];
    const right = `${k}\\sqrt{${m}}`;
    const opts = [right, ...wrong];
    const shift = i % 4;
    const rotated = [...opts.slice(shift), ...opts.slice(0, shift)];
    const answer = 'ABCD'[rotated.indexOf(right)] ?? 'A';
    out.push({
      type: 'single',
      difficulty: 1 + (i % 3),
      stem: `<p>化简 $\\sqrt{${n}}$ 的结果是（　）</p>`,
      options: rotated.map((o) => `$${o}$`),
      choices: [answer],
      analysis: `<p>$\\sqrt{${n}}=\\sqrt{${k * k}\\times ${m}}=${right}$。</p>`,
      kps: ['二次根式的化简'],
    });
  }
  // Fractions: single choice on a + b with unlike denominators.
  const fracs: [number, number][] = [
    [2, 3],
    [3, 4],
    [4, 5],
    [5, 6],
  ];
  for (const [i, [a, b]] of fracs.entries()) {
    const num = a + b;
    const den = a * b;
    out.push({
      type: 'single',
      difficulty: 2,
      stem: `<p>计算 $\\dfrac{1}{${a}}+\\dfrac{1}{${b}}$ 的结果是（　）</p>`,
      options: [`$\\dfrac{2}{${a + b}}$`, `$\\dfrac{${num}}{${den}}$`, `$\\dfrac{1}{${den}}$`, `$\\dfrac{2}{${den}}$`],
      choices: ['B'],
      analysis: `<p>通分：$\\dfrac{${b}}{${den}}+\\dfrac{${a}}{${den}}=\\dfrac{${num}}{${den}}$。</p>`,
      kps: ['分式的运算'],
    });
    out.push({
      type: 'blank',
      difficulty: 3,
      stem: `<p>计算：$\\dfrac{x}{x-${a}}-\\dfrac{${a}}{x-${a}}=$ ___1（$x\\ne ${a}$）；$\\dfrac{1}{${a}}\\div\\dfrac{1}{${b}}=$ ___2。</p>`,
      blanks: [
        { accepted: ['1'], rules: NUM },
        { accepted: [`${b}/${a}`], rules: NUM },
      ],
      analysis: `<p>同分母相减得 $\\dfrac{x-${a}}{x-${a}}=1$；除以一个分数等于乘它的倒数：$\\dfrac{${b}}{${a}}$。</p>`,
      kps: ['分式的运算'],
    });
    if (i < 2) {
      out.push({
        type: 'multiple',
        difficulty: 3,
        stem: `<p>下列式子中与 $\\dfrac{${num}}{${den}}$ 相等的有（　）</p>`,
        options: [
          `$\\dfrac{1}{${a}}+\\dfrac{1}{${b}}$`,
          `$\\dfrac{${2 * num}}{${2 * den}}$`,
          `$\\dfrac{${num + 1}}{${den + 1}}$`,
          `$${num}\\div ${den}$`,
        ],
        choices: ['A', 'B', 'D'],
        analysis: '<p>分子分母同乘一个不为零的数，分式的值不变；分子分母同加 1 则一般会改变。</p>',
        kps: ['分式的运算'],
      });
    }
  }
  // Linear functions through two points: short answer and single choice.
  const lines: [number, number, number, number][] = [
    [0, 1, 2, 5],
    [1, 3, 3, 7],
    [-1, 4, 1, 0],
    [2, -1, 4, 3],
  ];
  for (const [i, [x1, y1, x2, y2]] of lines.entries()) {
    const k = (y2 - y1) / (x2 - x1);
    const b = y1 - k * x1;
    const line = `y=${k === 1 ? '' : k === -1 ? '-' : k}x${b === 0 ? '' : b > 0 ? `+${b}` : b}`;
    out.push({
      type: 'short',
      difficulty: 3,
      stem: `<p>求经过点 $(${x1},\\ ${y1})$ 和 $(${x2},\\ ${y2})$ 的一次函数的解析式。</p>`,
      text: `<p>$k=\\dfrac{${y2}-(${y1})}{${x2}-(${x1})}=${k}$，代入 $(${x1},\\ ${y1})$ 得 $b=${b}$，所以 $${line}$。</p>`,
      analysis: '<p>待定系数法：设 $y=kx+b$，代入两点列方程组求 $k, b$。</p>',
      kps: ['一次函数'],
    });
    out.push({
      type: i % 2 === 0 ? 'judge' : 'single',
      difficulty: 2,
      stem:
        i % 2 === 0
          ? `<p>点 $(${x2},\\ ${y2})$ 在直线 $${line}$ 上。</p>`
          : `<p>直线 $${line}$ 的斜率 $k$ 等于（　）</p>`,
      ...(i % 2 === 0
        ? { judge: true }
        : { options: [`$${k}$`, `$${-k}$`, `$${b}$`, `$\\dfrac{1}{${k}}$`], choices: ['A'] }),
      analysis: `<p>由两点求得 $${line}$。</p>`,
      kps: ['一次函数'],
    });
  }
  // Matrix products: blank.
  const mats: [number, number, number, number][] = [
    [1, 2, 0, 1],
    [2, 0, 1, 3],
    [1, -1, 2, 1],
  ];
  for (const [a, b, c, d] of mats) {
    out.push({
      type: 'blank',
      difficulty: 4,
      stem: `<p>设 $A=\\begin{pmatrix} ${a} &amp; ${b} \\\\ ${c} &amp; ${d} \\end{pmatrix}$，则 $A^2$ 左上角的元素为 ___1，$\\det A=$ ___2。</p>`,
      blanks: [
        { accepted: [String(a * a + b * c)], rules: NUM },
        { accepted: [String(a * d - b * c)], rules: NUM },
      ],
      analysis: `<p>$A^2$ 的 $(1,1)$ 元为 $${a}\\times ${a}+${b}\\times ${c < 0 ? `(${c})` : c}$；$\\det A=${a}\\times ${d}-${b}\\times ${c < 0 ? `(${c})` : c}$。</p>`,
      kps: ['矩阵的运算', '行列式'],
    });
  }
  // Pythagoras: blank with several accepted forms.
  const tri: [number, number][] = [
    [3, 4],
    [5, 12],
    [1, 2],
  ];
  for (const [a, b] of tri) {
    const c2 = a * a + b * b;
    const c = Math.sqrt(c2);
    const exact = Number.isInteger(c) ? String(c) : `√${c2}`;
    out.push({
      type: 'blank',
      difficulty: 2,
      stem: `<p>直角三角形的两条直角边为 $${a}$ 和 $${b}$，则斜边长为 ___1。</p>`,
      blanks: [{ accepted: Number.isInteger(c) ? [exact] : [exact, `sqrt(${c2})`, `\\sqrt{${c2}}`], rules: TXT }],
      analysis: `<p>$c=\\sqrt{${a}^2+${b}^2}=\\sqrt{${c2}}${Number.isInteger(c) ? `=${c}` : ''}$。</p>`,
      kps: ['勾股定理'],
    });
  }
  // Quadratics with integer roots: blank (roots) and judge (discriminant).
  const pairs: [number, number][] = [
    [1, 4],
    [2, 3],
    [-1, 5],
    [-2, -3],
    [3, 3],
    [-4, 1],
    [6, -1],
    [2, 5],
  ];
  for (const [i, [p, q]] of pairs.entries()) {
    const b = -(p + q);
    const c = p * q;
    const term = (coef: number, x: string) =>
      coef === 0 ? '' : `${coef > 0 ? '+' : '-'}${Math.abs(coef) === 1 && x ? '' : Math.abs(coef)}${x}`;
    const eq = `x^2${term(b, 'x')}${term(c, '')}=0`;
    const [lo, hi] = p <= q ? [p, q] : [q, p];
    out.push({
      type: 'blank',
      difficulty: 2 + (i % 3),
      stem: `<p>解方程 $${eq}$，较小的根 $x_1=$ ___1，较大的根 $x_2=$ ___2。</p>`,
      blanks: [
        { accepted: [String(lo)], rules: NUM },
        { accepted: [String(hi)], rules: NUM },
      ],
      analysis: `<p>因式分解：$(x${term(-p, '') || '-0'})(x${term(-q, '') || '-0'})=0$，所以 $x=${lo}$ 或 $x=${hi}$。</p>`,
      kps: ['一元二次方程的解法'],
    });
    out.push({
      type: 'judge',
      difficulty: 1 + (i % 2),
      stem: `<p>方程 $${eq}$ 的判别式 $\\Delta=b^2-4ac${p === q ? '=0' : '&gt;0'}$。</p>`,
      judge: true,
      analysis: `<p>$\\Delta=${b * b}-${4 * c < 0 ? `(${4 * c})` : 4 * c}=${b * b - 4 * c}$。</p>`,
      kps: ['根的判别式'],
    });
  }
  return out;
}

export function demoQuestions(): QuestionSeed[] {
  const all = [...HAND_QUESTIONS, ...generatedQuestions()];
  return all.slice(0, 60);
}

// ---------------------------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------------------------

async function insertCourse(
  tx: Tx,
  course: typeof courses.$inferInsert,
  tree: { title: string; lessons: LessonSeed[] }[],
): Promise<{ courseId: number; lessonIds: number[] }> {
  const [created] = await tx.insert(courses).values(course).returning({ id: courses.id });
  if (!created) throw new Error('seed: no course');
  const chapterRows = await tx
    .insert(chapters)
    .values(tree.map((ch, sort) => ({ courseId: created.id, brandId: course.brandId ?? null, title: ch.title, sort })))
    .returning({ id: chapters.id, sort: chapters.sort });
  const lessonValues = tree.flatMap((ch, i) => {
    const chapterId = chapterRows.find((r) => r.sort === i)?.id;
    if (chapterId === undefined) throw new Error('seed: no chapter');
    return ch.lessons.map((l, sort) => ({
      courseId: created.id,
      chapterId,
      brandId: course.brandId ?? null,
      title: l.title,
      content: l.content,
      published: true,
      sort,
    }));
  });
  const lessonRows =
    lessonValues.length === 0 ? [] : await tx.insert(lessons).values(lessonValues).returning({ id: lessons.id });
  return { courseId: created.id, lessonIds: lessonRows.map((r) => r.id) };
}

export async function seedContent(tx: Tx, ids: ContentSeedIds): Promise<void> {
  // Knowledge points.
  const kpIds = new Map<string, number>();
  const roots = await tx
    .insert(knowledgePoints)
    .values(KP_TREE.map(([name], sort) => ({ subject: 'math', name, sort })))
    .returning({ id: knowledgePoints.id, name: knowledgePoints.name });
  for (const r of roots) kpIds.set(r.name, r.id);
  const leaves = await tx
    .insert(knowledgePoints)
    .values(
      KP_TREE.flatMap(([root, children]) =>
        children.map((name, sort) => ({ subject: 'math', name, sort, parentId: kpIds.get(root) ?? null })),
      ),
    )
    .returning({ id: knowledgePoints.id, name: knowledgePoints.name });
  for (const r of leaves) kpIds.set(r.name, r.id);

  // Questions (platform-wide, grade 8 mathematics).
  const seeds = demoQuestions();
  const questionRows = await tx
    .insert(questions)
    .values(
      seeds.map((q) => ({
        type: q.type,
        subject: 'math',
        grade: 8,
        difficulty: q.difficulty,
        stem: q.stem,
        options: q.options ?? [],
        answer: { choices: q.choices ?? [], judge: q.judge ?? null, blanks: q.blanks ?? [], text: q.text ?? '' },
        analysis: q.analysis,
        ...searchFields(q.stem, q.options ?? []),
      })),
    )
    .returning({ id: questions.id });
  const qIds = questionRows.map((r) => r.id);
  await tx.insert(questionKnowledgePoints).values(
    seeds.flatMap((q, i) =>
      q.kps.map((name) => {
        const kp = kpIds.get(name);
        const qid = qIds[i];
        if (kp === undefined || qid === undefined) throw new Error(`seed: unknown knowledge point ${name}`);
        return { questionId: qid, knowledgePointId: kp };
      }),
    ),
  );

  // The mathematics course (platform-wide, published) with exercises.
  const math = await insertCourse(
    tx,
    {
      title: '八年级数学：二次根式与一元二次方程',
      subject: 'math',
      grade: 8,
      kind: 'normal',
      description: '从二次根式的性质到一元二次方程的解法与根与系数的关系，并拓展矩阵与线性方程组。',
      published: true,
    },
    MATH_CHAPTERS,
  );
  // Three exercises per lesson, by knowledge point.
  const byKp = (name: string) => seeds.flatMap((q, i) => (q.kps.includes(name) ? [qIds[i] ?? 0] : []));
  const lessonKps = [
    ['二次根式的化简'],
    ['二次根式的运算', '二次根式的化简'],
    ['二次根式的运算'],
    ['一元二次方程的解法'],
    ['根的判别式'],
    ['根与系数的关系'],
    ['行列式', '矩阵的运算'],
  ];
  await tx.insert(lessonExercises).values(
    math.lessonIds.flatMap((lessonId, i) => {
      const pool = [...new Set((lessonKps[i] ?? []).flatMap(byKp))].slice(0, 3);
      return pool.map((questionId, sort) => ({ lessonId, questionId, sort, brandId: null }));
    }),
  );

  // A book course following a textbook edition's table of contents.
  await insertCourse(
    tx,
    {
      title: '人教版 数学 八年级上册 同步课',
      subject: 'math',
      grade: 8,
      kind: 'book',
      textbookEdition: '人教版（2024）',
      description: '按教材目录同步：三角形、全等三角形、轴对称、整式的乘法与因式分解、分式。',
      published: true,
    },
    BOOK_TOC.map(([title, sections], i) => ({
      title,
      lessons:
        i === 0
          ? [
              {
                title: sections[0] ?? title,
                content: String.raw`<p>三角形任意两边之和大于第三边：$a+b&gt;c$，任意两边之差小于第三边：$|a-b|&lt;c$。三角形内角和为 $180^\circ$。</p>`,
              },
            ]
          : [],
    })),
  );
  // Sections of the book's table of contents as sub-chapters.
  const bookChapters = await tx
    .select({ id: chapters.id, title: chapters.title, courseId: chapters.courseId, brandId: chapters.brandId })
    .from(chapters);
  const subChapters = BOOK_TOC.flatMap(([title, sections]) => {
    const parent = bookChapters.find((c) => c.title === title);
    if (!parent) throw new Error(`seed: no chapter ${title}`);
    return sections.map((s, sort) => ({
      courseId: parent.courseId,
      brandId: null,
      parentId: parent.id,
      title: s,
      sort,
    }));
  });
  await tx.insert(chapters).values(subChapters);

  // A course of each brand.
  await insertCourse(
    tx,
    {
      brandId: ids.brand('qiming'),
      title: '启明培优：分式专题',
      subject: 'math',
      grade: 8,
      kind: 'ai',
      description: '启明教育自编培优课程，AI 诊断薄弱环节后推送分式练习。',
      published: true,
    },
    [
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
  );
  await insertCourse(
    tx,
    {
      brandId: ids.brand('acme'),
      title: 'Acme Algebra Bootcamp',
      subject: 'math',
      grade: 8,
      kind: 'normal',
      description: 'Linear equations and functions for Acme Academy’s grade 8 students.',
      published: true,
    },
    [
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
  );

  // The demo material, shared with the demo student's class.
  const [material] = await tx
    .insert(materials)
    .values({
      brandId: ids.brand('qiming'),
      ownerId: ids.user('teacher'),
      name: DEMO_MATERIAL_NAME,
      kind: 'pdf',
      contentType: 'application/pdf',
      size: demoMaterialPdf().length,
      storageKey: DEMO_MATERIAL_KEY,
    })
    .returning({ id: materials.id });
  if (!material) throw new Error('seed: no material');
  await tx.insert(materialShares).values({
    materialId: material.id,
    classId: ids.klass('qiming-no1', '八年级1班'),
    brandId: ids.brand('qiming'),
  });
}
