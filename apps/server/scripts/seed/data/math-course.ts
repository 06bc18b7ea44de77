/** The demo mathematics course (platform-wide, published): 3 chapters, 7 lessons with LaTeX. */
import type { courses } from '../../../src/db/schema';

export interface LessonSeed {
  title: string;
  content: string;
}

export interface ChapterSeed {
  title: string;
  lessons: LessonSeed[];
}

export const MATH_CHAPTERS: ChapterSeed[] = [
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

export const MATH_COURSE: typeof courses.$inferInsert = {
  title: '八年级数学：二次根式与一元二次方程',
  subject: 'math',
  grade: 8,
  kind: 'normal',
  description: '从二次根式的性质到一元二次方程的解法与根与系数的关系，并拓展矩阵与线性方程组。',
  published: true,
};

/** The knowledge points each lesson's exercises are drawn from, lesson by lesson. */
export const MATH_LESSON_KPS: string[][] = [
  ['二次根式的化简'],
  ['二次根式的运算', '二次根式的化简'],
  ['二次根式的运算'],
  ['一元二次方程的解法'],
  ['根的判别式'],
  ['根与系数的关系'],
  ['行列式', '矩阵的运算'],
];
