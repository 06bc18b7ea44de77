/**
 * Messages of the report group (issue 11), spread into SERVER_MESSAGES (catalogue.ts). Same rules: the English
 * text is the id; `field: problem` messages are translated part by part, so problems appear here without
 * their field.
 */
import type { MessageTranslations } from './catalogue';

/** Share links and the public report pages (issue 11 item 5: apps/server/src/modules/reports/share). */
const SHARE_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  'This link is not valid': { zh: '此链接无效', es: 'Este enlace no es válido', ja: 'このリンクは無効です' },
  'This link has expired': {
    zh: '此链接已过期',
    es: 'Este enlace ha caducado',
    ja: 'このリンクは有効期限が切れています',
  },
  'This link was withdrawn by the person who shared it': {
    zh: '此链接已被分享者撤回',
    es: 'La persona que compartió este enlace lo ha retirado',
    ja: 'このリンクは共有した人によって取り消されました',
  },
  'Too many requests for shared reports: please wait a minute and try again': {
    zh: '查看分享报告的请求过多，请稍等一分钟后再试',
    es: 'Demasiadas solicitudes de informes compartidos: espere un minuto e inténtelo de nuevo',
    ja: '共有レポートへのリクエストが多すぎます。1 分ほど待ってからもう一度お試しください',
  },
  'Share link not found': {
    zh: '分享链接不存在',
    es: 'Enlace compartido no encontrado',
    ja: '共有リンクが見つかりません',
  },
  'Only the person who shared this link may withdraw it': {
    zh: '只有分享此链接的人才能撤回它',
    es: 'Solo la persona que compartió este enlace puede retirarlo',
    ja: 'このリンクを取り消せるのは共有した本人だけです',
  },
  'A correction teacher shares answers and student reports only': {
    zh: '批改老师只能分享答案和学生报告',
    es: 'Un profesor corrector solo comparte respuestas e informes de alumnos',
    ja: '添削担当の先生が共有できるのは解答と生徒のレポートだけです',
  },
  'Report not found: nobody in the class has handed this lesson in yet': {
    zh: '报告不存在：班级里还没有人提交这节课',
    es: 'Informe no encontrado: nadie de la clase ha entregado esta lección todavía',
    ja: 'レポートが見つかりません：クラスでこの授業をまだ誰も提出していません',
  },
  'Answer not found': { zh: '答案不存在', es: 'Respuesta no encontrada', ja: '解答が見つかりません' },
  'is not part of this kind of link': {
    zh: '不属于这种链接',
    es: 'no forma parte de este tipo de enlace',
    ja: 'この種類のリンクには含まれません',
  },
  'must be student_report, class_report or answer': {
    zh: '必须是 student_report、class_report 或 answer',
    es: 'debe ser student_report, class_report o answer',
    ja: 'student_report、class_report、answer のいずれかである必要があります',
  },
  'must be active, expired or revoked': {
    zh: '必须是 active、expired 或 revoked',
    es: 'debe ser active, expired o revoked',
    ja: 'active、expired、revoked のいずれかである必要があります',
  },
};

/** The report center and the after-class reports and evaluations (issue 11 item 4: apps/server/src/modules/reports). */
const CENTER_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  'Report not found: the lesson was not given to this class': {
    zh: '报告不存在：这节课没有发给这个班级',
    es: 'Informe no encontrado: esta lección no se asignó a esta clase',
    ja: 'レポートが見つかりません：この授業はこのクラスに配信されていません',
  },
  'not a student of the class': {
    zh: '不是该班级的学生',
    es: 'no es alumno de la clase',
    ja: 'このクラスの生徒ではありません',
  },
  'This evaluation was saved meanwhile: open it again to see the changes': {
    zh: '这条评价在此期间已被保存，请重新打开查看改动',
    es: 'Esta evaluación se guardó mientras tanto: ábrala de nuevo para ver los cambios',
    ja: 'この評価はその間に保存されました。変更を見るにはもう一度開いてください',
  },
  'must be lesson or homework': {
    zh: '必须是 lesson 或 homework',
    es: 'debe ser lesson o homework',
    ja: 'lesson または homework である必要があります',
  },
  'must be graded or waiting': {
    zh: '必须是 graded 或 waiting',
    es: 'debe ser graded o waiting',
    ja: 'graded または waiting である必要があります',
  },
  'must be 90d, year or all': {
    zh: '必须是 90d、year 或 all',
    es: 'debe ser 90d, year o all',
    ja: '90d、year、all のいずれかである必要があります',
  },
  'must be releasedAt, average, submitted or title': {
    zh: '必须是 releasedAt、average、submitted 或 title',
    es: 'debe ser releasedAt, average, submitted o title',
    ja: 'releasedAt、average、submitted、title のいずれかである必要があります',
  },
};

export const REPORT_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  ...SHARE_MESSAGES,
  ...CENTER_MESSAGES,
};
