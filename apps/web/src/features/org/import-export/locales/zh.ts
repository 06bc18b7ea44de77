/**
 * 'orgImport' namespace: bulk import and export of teachers and students. Chinese: the reference for the other
 * languages' keys (app/i18n-parity.test.ts compares them).
 */
export const zh = {
  button: {
    import: '批量导入',
    exportCsv: '导出 CSV',
    exportXlsx: '导出 Excel（XLSX）',
  },
  exportFailed: '导出失败',
  exported: '已导出：{{name}}',
  title: {
    teacher: '批量导入教师',
    student: '批量导入学生',
  },
  choose: {
    intro: '先下载模板，每行填写一人，再上传文件。上传后会逐行检查，确认无误后才会写入。',
    template: '下载模板',
    templateCsv: 'CSV 模板',
    templateXlsx: 'Excel 模板',
    school: '默认学校',
    schoolHelp: '“学校”一列留空的行导入到该学校。',
    ownSchool: '所有人员将导入到您所在的学校。',
    password: '密码：“初始密码”一列可填写 6–64 个字符；留空则系统生成 8 位临时密码，导入完成后仅显示一次。',
  },
  preview: {
    passwordGiven: '文件中已填写',
    passwordGenerated: '自动生成',
    submit: '导入 {{count}} 人',
    none: '无',
  },
  progress: {
    upload: '正在上传文件 {{percent}}%',
    validated: '已重新检查全部 {{total}} 行',
    passwords: '正在加密密码 {{done}} / {{total}}',
    writing: '正在写入 {{done}} / {{total}}',
    wait: '导入进行中，请勿关闭此窗口。',
  },
  result: {
    title: '已导入 {{count}} 人',
    subtitle: '新成员已出现在列表中，可以使用各自的用户名和密码登录。',
    generated: '{{count}} 人使用自动生成的临时密码。请立即下载密码清单，关闭后将无法再次查看。',
    download: '下载密码清单（CSV）',
    fileName: '初始密码',
    done: '完成',
    password: '临时密码',
    fromFile: '（文件中的密码）',
  },
};
