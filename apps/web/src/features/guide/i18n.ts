import { type NamespaceResources, registerNamespace } from '../../app/i18n';

/** 'guide' namespace: the guide page. */
export const guideResources = {
  zh: {
    title: '引导页',
    intro: '第一次使用控制台？跟随引导，一步步认识导航栏、标签栏和页面设置。',
    points: {
      sidebar: '左侧菜单列出您可以访问的全部页面，点击汉堡按钮可以收起或展开。',
      search: '右上角的搜索可以按名称（中文下也可以按拼音）快速找到页面。',
      tags: '访问过的页面会以标签保留，切换时不丢失填写的内容；右键标签可刷新或关闭。',
      settings: '在页面设置中可以更换主题色、固定 Header、开关标签栏等。',
    },
    start: '开始引导',
    hint: '引导随时可以按 Esc 退出，也可以从导航栏的问号按钮再次打开。',
  },
  en: {
    title: 'Guide',
    intro: 'New to the console? Take the tour to meet the navbar, the tags view and the page settings step by step.',
    points: {
      sidebar: 'The menu on the left lists every page you can open; the hamburger button folds or opens it.',
      search: 'The search at the top right finds a page by its name (in Chinese, by pinyin too).',
      tags: 'Pages you visit stay open as tabs and keep what you typed; right-click a tab to refresh or close it.',
      settings: 'Page settings change the theme colour, fix the header, turn the tags view on or off and more.',
    },
    start: 'Start the tour',
    hint: 'Press Esc to leave the tour at any time; the question-mark button in the navbar starts it again.',
  },
  es: {
    title: 'Guía',
    intro:
      '¿Es la primera vez que usa la consola? Siga el recorrido para conocer paso a paso la barra superior, las pestañas y los ajustes de página.',
    points: {
      sidebar:
        'El menú de la izquierda muestra todas las páginas a las que tiene acceso; el botón de menú lo pliega o lo abre.',
      search: 'La búsqueda de arriba a la derecha encuentra una página por su nombre (en chino, también por pinyin).',
      tags: 'Las páginas visitadas quedan abiertas como pestañas y conservan lo que escribió; haga clic derecho en una pestaña para actualizarla o cerrarla.',
      settings:
        'En los ajustes de página puede cambiar el color del tema, fijar la cabecera, activar las pestañas y más.',
    },
    start: 'Iniciar el recorrido',
    hint: 'Pulse Esc para salir en cualquier momento; el botón de interrogación de la barra superior lo vuelve a iniciar.',
  },
  ja: {
    title: 'ガイド',
    intro: 'コンソールは初めてですか？ツアーで、ナビゲーションバー・タブバー・ページ設定を順番に確認しましょう。',
    points: {
      sidebar: '左のメニューには開けるページがすべて表示されます。ハンバーガーボタンで開閉できます。',
      search: '右上の検索で、ページを名前（中国語ではピンインでも）からすぐに探せます。',
      tags: '訪れたページはタブとして残り、入力内容も保たれます。タブを右クリックすると再読み込みや閉じる操作ができます。',
      settings: 'ページ設定では、テーマカラーの変更、ヘッダーの固定、タブバーのオン・オフなどができます。',
    },
    start: 'ツアーを開始',
    hint: 'Esc キーでいつでも終了できます。ナビゲーションバーの「？」ボタンから再開できます。',
  },
} satisfies NamespaceResources;

export const GUIDE_NS = 'guide';

registerNamespace(GUIDE_NS, guideResources);
