/**
 * Messages of the role preview (issue 14 item 5: apps/server/src/modules/auth/preview.ts), spread into
 * SERVER_MESSAGES (catalogue.ts). Same rules: the English text is the id.
 */
import type { MessageTranslations } from './catalogue';

export const ROLE_PREVIEW_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  'This is a preview: nothing can be changed': {
    zh: '这是预览：不能做任何修改',
    es: 'Esto es una vista previa: no se puede cambiar nada',
    ja: 'これはプレビューです：変更はできません',
  },
  'A preview cannot show another admin': {
    zh: '预览不能查看其他管理员',
    es: 'Una vista previa no puede mostrar a otro administrador',
    ja: 'プレビューでは他の管理者を表示できません',
  },
  'this user does not have the chosen role': {
    zh: '该用户不是所选角色',
    es: 'este usuario no tiene el rol elegido',
    ja: 'このユーザーは選択したロールではありません',
  },
  'a disabled account cannot be previewed': {
    zh: '已停用的账号不能预览',
    es: 'no se puede previsualizar una cuenta desactivada',
    ja: '無効なアカウントはプレビューできません',
  },
  'No active user of this role in your scope': {
    zh: '您的范围内没有该角色的有效用户',
    es: 'No hay ningún usuario activo de este rol en su ámbito',
    ja: 'あなたの範囲にこのロールの有効なユーザーがいません',
  },
  'This session is not a preview': {
    zh: '当前会话不是预览',
    es: 'Esta sesión no es una vista previa',
    ja: 'このセッションはプレビューではありません',
  },
  'The preview has ended': {
    zh: '预览已结束',
    es: 'La vista previa ha terminado',
    ja: 'プレビューは終了しました',
  },
};
