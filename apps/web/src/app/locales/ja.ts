import type { CommonMessages } from './types';

const ja: CommonMessages = {
  loading: '読み込み中...',
  cancel: 'キャンセル',
  language: '言語',
  username: 'ユーザー名',
  backHome: 'ホームへ戻る',
  switchLanguageSuccess: '言語を切り替えました',
  productName: 'スマート教育コンソール',
  request: {
    error: 'エラー',
    network: 'ネットワークエラーです。接続を確認してもう一度お試しください',
    timeout: 'リクエストがタイムアウトしました。しばらくしてからお試しください',
    http: 'サーバーエラー（{{status}}）',
  },
  relogin: {
    title: 'ログアウトの確認',
    message: 'ログアウトされました。キャンセルしてこのページに留まるか、再度ログインしてください',
    confirm: '再ログイン',
  },
  verificationFailed: '認証に失敗しました。もう一度ログインしてください。',
  hasError: 'エラーが発生しました',
  crash: {
    title: '問題が発生しました',
    description: 'ページで予期しない問題が発生しました。再読み込みで解決することがあります。',
    reload: '再読み込み',
  },
  login: {
    pageTitle: 'ログイン',
    title: 'おかえりなさい',
    subtitle: 'アカウントでログインしてください',
    usernamePlaceholder: 'ユーザー名を入力',
    password: 'パスワード',
    passwordPlaceholder: 'パスワードを入力',
    showPassword: 'パスワードを表示',
    hidePassword: 'パスワードを隠す',
    capsLock: 'Caps Lock がオンです',
    submit: 'ログイン',
    submitting: 'ログイン中...',
    usernameRequired: 'ユーザー名を入力してください',
    passwordTooShort: 'パスワードは {{min}} 文字以上にしてください',
    failed: 'ログインに失敗しました。もう一度お試しください',
    heroTitle: 'すべての授業をもっと効果的に',
    heroText: 'コース、クラス、宿題の添削、学習レポートをひとつのコンソールで。教師・生徒・管理者それぞれに。',
    featureLessons: '授業準備と授業の見守り',
    featureHomework: '宿題の添削と間違い問題トレーニング',
    featureReports: '精密学習レポート',
    footer: '© {{year}} {{name}}',
  },
};

export default ja;
