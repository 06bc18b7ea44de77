/**
 * 'menus' namespace: the menu editors (issue 13 item 4). Chinese: the reference for the other languages' keys
 * (app/i18n-parity.test.ts compares them).
 */
export const zh = {
  platformIntro:
    '按角色设置平台菜单：重命名、调整顺序或隐藏菜单项。设置只能隐藏或调整，不能给角色增加页面；隐藏的页面也无法通过地址打开。',
  brandIntro:
    '按角色设置本品牌的菜单：重命名、调整顺序或隐藏菜单项。平台隐藏的菜单项在这里不能再显示；隐藏的页面也无法通过地址打开。',
  role: '角色',
  roles: {
    teacher: '教师',
    student: '学生',
    admin: '平台管理员',
    schooladmin: '学校管理员',
    courseConsultant: '课程顾问',
    DL: 'DL 督导',
    brandingAdmin: '品牌管理员',
    correctionTeacher: '批改老师',
  },
  entries: '{{role}}的菜单项',
  dragHint: '拖动菜单项调整顺序，或使用上移、下移按钮。',
  row: {
    show: '在菜单中显示“{{name}}”',
    moveUp: '上移“{{name}}”',
    moveDown: '下移“{{name}}”',
    rename: '重命名“{{name}}”',
    locked: '始终显示',
    hiddenByPlatform: '平台已隐藏',
    hidden: '已隐藏',
    renamedFrom: '原名：{{name}}',
  },
  moved: '“{{name}}”已移到第 {{position}} 位，共 {{total}} 项',
  preview: '预览：{{role}}的侧边栏',
  previewEmpty: '没有可显示的菜单项',
  renameTitle: '重命名“{{name}}”',
  renameHint: '留空则使用默认名称。',
  save: '保存设置',
  saved: '{{role}}的菜单已保存',
  discard: '放弃修改',
  restore: '恢复默认',
  restoreTitle: '恢复{{role}}的默认菜单？',
  restoreContent: '这一层的重命名、顺序和隐藏设置都会被清除。',
  restored: '{{role}}的菜单已恢复默认',
  switchTitle: '放弃未保存的修改？',
  switchContent: '{{role}}的菜单有未保存的修改。',
  unsaved: '有未保存的修改',
};
