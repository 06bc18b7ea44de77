/**
 * 'devices' namespace: AI pens and AI pads (/AIPad/index, issue 13 item 6): the list, bind, unbind, move,
 * disable and the import of serials. Chinese: the reference for the other languages' keys
 * (app/i18n-parity.test.ts compares them).
 */
export const zh = {
  searchPlaceholder: '按序列号开头搜索',
  empty: '还没有设备',
  fields: {
    serial: '序列号',
    model: '型号',
    kind: '类型',
    student: '绑定学生',
    lastSeen: '最近在线',
  },
  kind: {
    pen: 'AI 点读笔',
    pad: 'AI 学习平板',
  },
  status: {
    active: '启用',
    disabled: '停用',
  },
  never: '从未上线',
  unbound: '未绑定',
  actions: {
    bind: '绑定学生',
    rebind: '换绑',
    unbind: '解绑',
    move: '调到其他学校',
    disable: '停用',
    enable: '启用',
    import: '导入序列号',
  },
  bind: {
    title: '绑定设备 {{serial}}',
    intro: '选择 {{school}} 的一名学生。学生可在该设备上用自己的账号登录。',
    student: '学生',
    replace: '该设备当前绑定 {{name}}；换绑后其在设备上的登录将失效。',
    done: '{{serial}} 已绑定 {{name}}',
  },
  unbind: {
    title: '解绑设备 {{serial}}？',
    content: '{{name}} 将无法再用该设备登录，设备上的登录立即失效。',
    done: '{{serial}} 已解绑',
  },
  move: {
    title: '调动设备 {{serial}}',
    intro: '设备将调到所选学校，并解除与学生的绑定。',
    school: '目标学校',
    done: '{{serial}} 已调到 {{school}}',
  },
  disable: {
    title: '停用设备 {{serial}}？',
    content: '停用后设备无法登录，设备上的登录立即失效；可随时重新启用。',
    done: '{{serial}} 已停用',
  },
  enable: {
    title: '启用设备 {{serial}}？',
    content: '启用后，绑定的学生可以再次在该设备上登录。',
    done: '{{serial}} 已启用',
  },
  import: {
    title: '导入设备序列号',
    intro: '每行一台设备：序列号和类型（pen 点读笔 / pad 平板）必填，型号和学校可选。先检查每一行，确认后才会写入。',
    columns: '列',
    school: '默认学校',
    schoolHelp: '学校一栏为空的行导入到此学校。',
    submit: '导入设备（{{count}} 台）',
    result: '已导入设备：{{count}} 台',
    resultSub: '设备已在列表中，可以绑定学生了。',
    done: '完成',
  },
};
