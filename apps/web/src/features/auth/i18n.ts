import { type NamespaceResources, registerNamespace } from '../../app/i18n';

/** 'auth' namespace: the third-party login hand-over (/auth-redirect). The login page uses 'common'. */
export const authResources = {
  zh: {
    authRedirect: {
      working: '正在登录，请稍候...',
      failed: '登录信息无效或已过期，请重新登录',
      toLogin: '前往登录',
    },
  },
  en: {
    authRedirect: {
      working: 'Signing you in, please wait...',
      failed: 'The sign-in link is invalid or has expired, please log in again',
      toLogin: 'Go to login',
    },
  },
  es: {
    authRedirect: {
      working: 'Iniciando sesión, espere...',
      failed: 'El enlace de acceso no es válido o ha caducado, inicie sesión de nuevo',
      toLogin: 'Ir al inicio de sesión',
    },
  },
  ja: {
    authRedirect: {
      working: 'ログインしています。しばらくお待ちください...',
      failed: 'ログインリンクが無効か期限切れです。もう一度ログインしてください',
      toLogin: 'ログインへ',
    },
  },
} satisfies NamespaceResources;

registerNamespace('auth', authResources);
