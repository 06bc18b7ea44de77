/**
 * 'common' namespace, Chinese: the reference for the other languages' keys. In the login page's first load
 * (only the current language's file): keep it small. Words shared by the whole console live in 'ui'.
 */
const zh = {
  loading: '正在加载中...',
  cancel: '取消',
  language: '语言',
  username: '用户名',
  backHome: '返回首页',
  switchLanguageSuccess: '切换语言成功',
  productName: '智慧教学平台',
  request: {
    error: '错误',
    network: '网络异常，请检查网络连接后重试',
    timeout: '请求超时，请稍后重试',
    http: '服务器错误（{{status}}）',
  },
  relogin: {
    title: '确认退出',
    message: '您已退出登录，可以取消以停留在此页面，或者重新登录',
    confirm: '重新登录',
  },
  verificationFailed: '验证失败，请重新登录。',
  hasError: '出现错误',
  crash: {
    title: '页面出错了',
    description: '页面遇到了意外问题。刷新页面通常可以解决。',
    reload: '刷新页面',
  },
  login: {
    pageTitle: '登录',
    title: '欢迎登录',
    subtitle: '请使用您的账号密码登录',
    usernamePlaceholder: '请输入用户名',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    capsLock: '大写锁定已打开',
    submit: '登录',
    submitting: '登录中...',
    usernameRequired: '请输入用户名',
    passwordTooShort: '密码不能少于 {{min}} 位',
    failed: '登录失败，请重试',
    heroTitle: '让每一堂课都更高效',
    heroText: '课程、班级、作业批改与学情报告集中管理，老师、学生与管理者各得其所。',
    featureLessons: '备课与课堂督导',
    featureHomework: '作业批改与错题训练',
    featureReports: '精准学情报告',
    footer: '© {{year}} {{name}}',
  },
};

export default zh;
