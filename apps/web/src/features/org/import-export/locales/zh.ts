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
  steps: {
    choose: '选择文件',
    preview: '预览检查',
    done: '完成',
  },
  choose: {
    intro: '先下载模板，每行填写一人，再上传文件。上传后会逐行检查，确认无误后才会写入。',
    template: '下载模板',
    templateCsv: 'CSV 模板',
    templateXlsx: 'Excel 模板',
    school: '默认学校',
    schoolHelp: '“学校”一列留空的行导入到该学校。',
    ownSchool: '所有人员将导入到您所在的学校。',
    drop: '点击或拖拽文件到此处上传',
    hint: '支持 CSV 和 XLSX，最大 {{mb}} MB、{{rows}} 行；按文件内容识别格式。',
    password: '密码：“初始密码”一列可填写 6–64 个字符；留空则系统生成 8 位临时密码，导入完成后仅显示一次。',
    uploading: '正在上传并检查…',
  },
  preview: {
    table: '文件中的行',
    summary: '共 {{total}} 行：{{valid}} 行可导入，{{invalid}} 行有错误',
    allValid: '全部 {{total}} 行检查通过，可以导入。',
    hasErrors: '有 {{count}} 行存在错误。请修改文件后重新上传；在此之前不会写入任何数据。',
    ignored: '以下列不会被导入：{{columns}}',
    onlyErrors: '只看有错误的行',
    row: '行号',
    errors: '问题',
    ok: '可导入',
    passwordGiven: '文件中已填写',
    passwordGenerated: '自动生成',
    another: '重新选择文件',
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
