/** The knowledge-point tree of the demo mathematics (platform-wide): roots and their leaves. */
export const KP_TREE: [string, string[]][] = [
  ['数与式', ['实数', '二次根式的化简', '二次根式的运算', '分式的运算']],
  ['方程与不等式', ['一元二次方程的解法', '根的判别式', '根与系数的关系', '二元一次方程组', '一元一次不等式']],
  ['函数', ['一次函数', '反比例函数', '二次函数']],
  ['矩阵初步', ['矩阵的运算', '行列式']],
  ['几何', ['勾股定理', '全等三角形']],
];
