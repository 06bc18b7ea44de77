/**
 * A realistic lesson (rich text as the editor stores it: paragraphs, entities, `<br>` inside a long
 * display formula, 20+ formulas with fractions, roots, matrices, aligned equations, and fill-in blanks)
 * and a tiny throughput measure, for `npm run bench` (lessons rendered per second).
 */

export const BENCH_LESSON_HTML = `<h2>第三章 一元二次方程与矩阵初步</h2>
<p>本节复习一元二次方程 $ax^2+bx+c=0\\ (a\\neq 0)$ 的解法。由配方法可得求根公式
$$x=\\frac{-b\\pm\\sqrt{b^2-4ac}}{2a}$$
其中判别式 $\\Delta=b^2-4ac$ 决定根的情况：当 $\\Delta&gt;0$ 时有两个不相等的实数根，当 $\\Delta=0$ 时有两个相等的实数根，当 $\\Delta&lt;0$ 时没有实数根。</p>
<p><strong>例 1</strong> 解方程 \\(2x^2-3x-2=0\\)。</p>
<p>解：$a=2,\\ b=-3,\\ c=-2$，所以 $\\Delta=(-3)^2-4\\times 2\\times(-2)=25&gt;0$，
\\[x=\\frac{3\\pm\\sqrt{25}}{4}=\\frac{3\\pm 5}{4},\\]
即 $x_1=2$，$x_2=-\\frac{1}{2}$。</p>
<p><strong>例 2</strong> 化简：$\\sqrt{12}+\\sqrt{27}-\\sqrt[3]{8}=2\\sqrt{3}+3\\sqrt{3}-2=5\\sqrt{3}-2$。</p>
<p>韦达定理：若 $x_1, x_2$ 是方程的两根，则
$$\\begin{align*} x_1+x_2 &amp;= -\\frac{b}{a}, \\\\<br/> x_1x_2 &amp;= \\frac{c}{a}. \\end{align*}$$</p>
<p><strong>矩阵</strong> 设 $A=\\left(\\begin{array}{cc}1 &amp; 2\\\\ 3 &amp; 4\\end{array}\\right)$，$B=\\begin{pmatrix}0 &amp; 1\\\\ 1 &amp; 0\\end{pmatrix}$，则
$$AB=\\begin{pmatrix}2 &amp; 1\\\\ 4 &amp; 3\\end{pmatrix},\\qquad \\det A = 1\\times 4-2\\times 3=-2.$$</p>
<p>方程组 $\\begin{cases} x+y=5 \\\\ x-y=1 \\end{cases}$ 的解为 $\\begin{cases} x=3 \\\\ y=2 \\end{cases}$。</p>
<p>分式运算：$\\dfrac{1}{x-1}-\\dfrac{1}{x+1}=\\dfrac{2}{x^2-1}$，其中 $x\\neq\\pm 1$。</p>
<p>不等式 $|x-2|\\le 3 \\iff -1\\le x\\le 5$；函数 $f(x)=\\sqrt{x-1}$ 的定义域为 $[1,+\\infty)$。</p>
<p>等差数列前 $n$ 项和 $S_n=\\dfrac{n(a_1+a_n)}{2}=na_1+\\dfrac{n(n-1)}{2}d$，等比数列 $S_n=\\dfrac{a_1(1-q^n)}{1-q}\\ (q\\neq 1)$。</p>
<p>三角恒等式：$$\\sin^2\\alpha+\\cos^2\\alpha=1,\\quad \\tan\\alpha=\\frac{\\sin\\alpha}{\\cos\\alpha}.$$</p>
<p>极限 $\\lim_{n\\to\\infty}\\left(1+\\frac{1}{n}\\right)^n=e$，积分 $\\int_0^1 x^2\\,dx=\\frac{1}{3}$，求和 $\\sum_{k=1}^{n}k=\\frac{n(n+1)}{2}$。</p>
<h3>练习（填空）</h3>
<p>1. 方程 $x^2-5x+6=0$ 的两根之和为 ___1，两根之积为 ___2。</p>
<p>2. 若 $\\sqrt{x-3}$ 有意义，则 $x$ 的取值范围是 ##$$。</p>
<p>3. 矩阵 $\\begin{array}{|cc|}a &amp; b\\\\ c &amp; d\\end{array}$ 的行列式等于 ___3。</p>
<p>4. 化简 $\\frac{\\sqrt{18}}{\\sqrt{2}}=$ ___4；价格从 $5 涨到 $8，涨幅为 ___5&nbsp;%。</p>`;

/** How many formulas BENCH_LESSON_HTML holds (checked by its test). */
export const BENCH_LESSON_FORMULAS = 37;

export interface ThroughputOptions {
  /** Keep rendering at least this long (ms). Default 1000. */
  minDurationMs?: number;
  /** …and at least this many times. Default 5. */
  minRuns?: number;
  /** The lesson to render. Default BENCH_LESSON_HTML. */
  html?: string;
  /** The clock (ms). Default performance.now. */
  now?: () => number;
}

export interface Throughput {
  runs: number;
  elapsedMs: number;
  lessonsPerSecond: number;
}

/**
 * Renders the lesson repeatedly with `render` and reports lessons per second. Synchronous: keep the
 * duration short with the node pipeline (see the memory note in render/node.ts).
 */
export function measureRenderThroughput(render: (html: string) => string, options: ThroughputOptions = {}): Throughput {
  const minDurationMs = options.minDurationMs ?? 1000;
  const minRuns = options.minRuns ?? 5;
  const html = options.html ?? BENCH_LESSON_HTML;
  const now = options.now ?? (() => performance.now());
  const start = now();
  let runs = 0;
  let elapsedMs = 0;
  while (runs < minRuns || elapsedMs < minDurationMs) {
    render(html);
    runs += 1;
    elapsedMs = now() - start;
  }
  return { runs, elapsedMs, lessonsPerSecond: elapsedMs > 0 ? (runs * 1000) / elapsedMs : Number.POSITIVE_INFINITY };
}
