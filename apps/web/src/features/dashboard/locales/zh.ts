/**
 * 'dashboard' namespace: the home page. Chinese: the reference for the other languages' keys
 * (app/i18n-parity.test.ts compares them).
 */
export const zh = {
  greeting: {
    morning: '早上好，{{name}}',
    afternoon: '下午好，{{name}}',
    evening: '晚上好，{{name}}',
    night: '夜深了，{{name}}，注意休息',
  },
  today: '今天是 {{date}}',
  profile: {
    title: '个人信息',
    school: '学校编号',
    noIntroduction: '暂无简介',
    none: '—',
  },
  brand: {
    title: '品牌信息',
    name: '品牌名称',
    webAddress: '访问地址',
    id: '品牌编号',
    none: '当前地址未配置品牌，正在使用默认外观。',
  },
  shortcuts: {
    title: '快捷入口',
    empty: '您的角色暂时没有其他可用页面。',
  },
  roles: {
    teacher: '教师',
    student: '学生',
    admin: '平台管理员',
    schooladmin: '学校管理员',
    courseConsultant: '课程顾问',
    DL: 'DL 用户',
    brandingAdmin: '品牌管理员',
    correctionTeacher: '批改老师',
    unknown: '未知角色',
  },
};
