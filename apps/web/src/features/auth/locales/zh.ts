/**
 * 'auth' namespace: the third-party login hand-over (/auth-redirect). The login page uses 'common'. Chinese: the
 * reference for the other languages' keys (app/i18n-parity.test.ts compares them).
 */
export const zh = {
  authRedirect: {
    working: '正在登录，请稍候...',
    failed: '登录信息无效或已过期，请重新登录',
    toLogin: '前往登录',
  },
};
