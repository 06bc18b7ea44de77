/**
 * 'errors' namespace: the 404 and 401 pages. Chinese: the reference for the other languages' keys
 * (app/i18n-parity.test.ts compares them).
 */
export const zh = {
  notFound: {
    code: '404',
    title: '页面不存在',
    description: '您访问的页面不存在或已被移动。请检查网址，或返回首页继续浏览。',
  },
  unauthorized: {
    code: '401',
    title: '没有访问权限',
    description: '您当前的角色无法访问此页面。如需访问，请联系管理员，或切换账号后重试。',
  },
  back: '返回上一页',
};
