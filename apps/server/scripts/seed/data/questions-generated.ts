/** Demo questions generated from parameters (deterministic), with their answers computed. */
import { NUM, TXT, type QuestionSeed } from './question-seed';

export function generatedQuestions(): QuestionSeed[] {
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
