/**
 * 'ui' namespace: the UI kit's texts (lists, error states, grade and subject names) and the words every page
 * shares (actions, field labels, validation). Cancel, Loading, Language, Username and Back to home are in 'common'
 * (the login page needs them). Chinese: the reference for the other languages' keys (app/i18n-parity.test.ts
 * compares them).
 */
export const zh = {
  actions: {
    save: '保存',
    edit: '编辑',
    delete: '删除',
    add: '添加',
    close: '关闭',
    back: '返回',
    more: '更多',
    open: '打开',
    import: '导入',
    export: '导出',
    retry: '重试',
  },
  fields: {
    actions: '操作',
    createdAt: '创建时间',
    status: '状态',
    fullName: '姓名',
    role: '角色',
    school: '学校',
    class: '班级',
    brand: '品牌',
    grade: '年级',
    introduction: '简介',
  },
  validation: {
    required: '必填',
    maxLength: '最多 {{max}} 个字符',
  },
  missingId: '地址中缺少记录编号（id）。',
  list: {
    total: '共 {{total}} 条',
    totalCapped: '共 {{total}}+ 条',
    noMatch: '没有符合搜索和筛选条件的结果。',
    clearFilters: '清除搜索和筛选',
    clearSearch: '清除搜索',
  },
  error: {
    loadFailed: '加载失败',
    notFound: '不存在，或不在您的权限范围内',
    noPermission: '没有访问权限',
  },
  upload: {
    started: '正在上传“{{name}}”',
    progress: '“{{name}}”已上传 {{percent}}%',
  },
  marks: {
    summary: '批注：勾 {{tick}} 个，叉 {{cross}} 个，笔迹 {{pen}} 处',
    none: '照片上没有批注',
  },
  grades: {
    '1': '一年级',
    '2': '二年级',
    '3': '三年级',
    '4': '四年级',
    '5': '五年级',
    '6': '六年级',
    '7': '七年级',
    '8': '八年级',
    '9': '九年级',
    '10': '高一',
    '11': '高二',
    '12': '高三',
  },
  subjects: {
    math: '数学',
    physics: '物理',
    chemistry: '化学',
    biology: '生物',
    chinese: '语文',
    english: '英语',
    history: '历史',
    geography: '地理',
    politics: '政治',
    science: '科学',
    it: '信息技术',
    other: '其他',
  },
};
