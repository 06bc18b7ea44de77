import { type NamespaceResources, registerNamespace } from '../../app/i18n';

/** 'errors' namespace: the 404 and 401 pages. */
export const errorsResources = {
  zh: {
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
    home: '返回首页',
  },
  en: {
    notFound: {
      code: '404',
      title: 'Page not found',
      description:
        'The page you are looking for does not exist or has moved. Check the address, or go back to the home page.',
    },
    unauthorized: {
      code: '401',
      title: 'No permission',
      description: 'Your role cannot open this page. Ask an administrator for access, or log in with another account.',
    },
    back: 'Go back',
    home: 'Back to home',
  },
  es: {
    notFound: {
      code: '404',
      title: 'Página no encontrada',
      description:
        'La página que busca no existe o se ha movido. Compruebe la dirección o vuelva a la página de inicio.',
    },
    unauthorized: {
      code: '401',
      title: 'Sin permiso',
      description:
        'Su rol no puede abrir esta página. Solicite acceso a un administrador o inicie sesión con otra cuenta.',
    },
    back: 'Volver',
    home: 'Ir al inicio',
  },
  ja: {
    notFound: {
      code: '404',
      title: 'ページが見つかりません',
      description: 'お探しのページは存在しないか、移動しました。アドレスを確認するか、ホームに戻ってください。',
    },
    unauthorized: {
      code: '401',
      title: 'アクセス権限がありません',
      description:
        '現在のロールではこのページを開けません。管理者に権限を依頼するか、別のアカウントでログインしてください。',
    },
    back: '前のページへ',
    home: 'ホームへ戻る',
  },
} satisfies NamespaceResources;

registerNamespace('errors', errorsResources);
