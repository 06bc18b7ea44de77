/** 'share' namespace, Chinese (the reference: the other languages have exactly these keys). */
export const zh = {
  button: '分享',
  buttonLabel: {
    student_report: '分享这份学生报告',
    class_report: '分享这份班级报告',
    answer: '分享这道题的作答',
  },
  title: {
    student_report: '分享学生报告',
    class_report: '分享班级报告',
    answer: '分享作答',
  },
  intro: {
    student_report:
      '拿到链接的人无需登录即可查看这份报告，直到链接过期或被撤回。页面显示学生的姓名和班级、得分、作答与批注以及课后评价，不显示老师姓名。',
    class_report:
      '拿到链接的人无需登录即可查看这份班级报告，直到链接过期或被撤回。页面只显示全班的统计，不显示任何学生的姓名。',
    answer:
      '拿到链接的人无需登录即可查看这道题的作答，直到链接过期或被撤回。页面显示题目、作答、得分、评语和照片上的批注，不显示任何姓名。',
  },
  expiry: '有效期',
  days: { d1: '1 天', d7: '7 天', d30: '30 天' },
  create: '生成链接',
  created: '链接已生成',
  links: '已生成的链接',
  none: '还没有为它生成过链接',
  state: {
    active: '有效',
    expired: '已过期',
    revoked: '已撤回',
  },
  createdAt: '生成于 {{time}}',
  expiresAt: '有效至 {{time}}',
  revokedAt: '撤回于 {{time}}',
  opened: '打开次数：{{n}}',
  lastOpened: '最近打开 {{time}}',
  address: '链接地址',
  copy: '复制链接',
  copied: '已复制链接',
  copyFailed: '无法自动复制，请手动选中地址复制',
  open: '打开',
  revoke: '撤回',
  revokeLabel: '撤回 {{time}} 生成的链接',
  revokeTitle: '撤回这个链接？',
  revokeContent: '撤回后，这个地址将无法再打开报告，已经拿到地址的人会看到“链接已被撤回”。此操作不能撤销。',
  revoked: '链接已撤回',
};
