/**
 * Messages of homework correction (issue 11 item 1: apps/server/src/modules/correction), spread into
 * SERVER_MESSAGES (catalogue.ts). Same rules: the English text is the id; `field: problem` messages are
 * translated part by part, so problems appear here without their field.
 */
import type { MessageTranslations } from './catalogue';

export const CORRECTION_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  'Submission not found': { zh: '提交的作业不存在', es: 'Entrega no encontrada', ja: '提出物が見つかりません' },
  '{name} is grading this submission now; try again when they are done': {
    zh: '{name} 正在批改这份作业，请等其完成后再试',
    es: '{name} está corrigiendo esta entrega ahora; inténtelo de nuevo cuando termine',
    ja: '{name} さんがこの提出物を採点中です。終わってからもう一度お試しください',
  },
  'You do not hold this submission: open it again to grade it': {
    zh: '你没有锁定这份作业，请重新打开后再批改',
    es: 'No tiene reservada esta entrega: ábrala de nuevo para corregirla',
    ja: 'この提出物を確保していません。採点するにはもう一度開いてください',
  },
  'This submission was saved meanwhile: open it again to see the changes': {
    zh: '这份作业在此期间已被保存，请重新打开查看改动',
    es: 'Esta entrega se guardó mientras tanto: ábrala de nuevo para ver los cambios',
    ja: 'この提出物はその間に保存されました。変更を見るにはもう一度開いてください',
  },
  'question {n} is given twice': {
    zh: '题目 {n} 重复出现',
    es: 'la pregunta {n} aparece dos veces',
    ja: '問題 {n} が重複しています',
  },
  'question {n} is not an answer a person grades in this submission': {
    zh: '题目 {n} 不是这份作业中需要人工批改的答案',
    es: 'la pregunta {n} no es una respuesta que corrija una persona en esta entrega',
    ja: '問題 {n} はこの提出物で人が採点する解答ではありません',
  },
  'question {n} has no photo to mark': {
    zh: '题目 {n} 没有可以批注的照片',
    es: 'la pregunta {n} no tiene una foto que marcar',
    ja: '問題 {n} には書き込みできる写真がありません',
  },
  "user {n} is not a correction teacher of the class's brand": {
    zh: '用户 {n} 不是该班级所属品牌的批改老师',
    es: 'el usuario {n} no es un corrector de la marca de la clase',
    ja: 'ユーザー {n} はこのクラスのブランドの添削担当ではありません',
  },
  'must be submittedAt, dueAt, score, name or waited': {
    zh: '必须是 submittedAt、dueAt、score、name 或 waited',
    es: 'debe ser submittedAt, dueAt, score, name o waited',
    ja: 'submittedAt、dueAt、score、name、waited のいずれかである必要があります',
  },
  // Problems of the contracts (contracts/correction.ts, contracts/marks.ts)
  'must be waiting or corrected': {
    zh: '必须是 waiting 或 corrected',
    es: 'debe ser waiting o corrected',
    ja: 'waiting または corrected である必要があります',
  },
  /** ANSWER_POINTS_MAX */
  'at most 10': { zh: '最多 10 分', es: 'como máximo 10', ja: '最大 10 点です' },
  'must be a whole or half point': {
    zh: '必须是整分或半分',
    es: 'debe ser un punto entero o medio punto',
    ja: '1 点または 0.5 点単位である必要があります',
  },
  'needs an answer': { zh: '至少需要一个答案', es: 'necesita una respuesta', ja: '解答が 1 件以上必要です' },
  'at most {n} correction teachers': {
    zh: '最多 {n} 位批改老师',
    es: 'como máximo {n} correctores',
    ja: '添削担当は最大 {n} 人です',
  },
  'must be 0 to 1': { zh: '必须在 0 到 1 之间', es: 'debe estar entre 0 y 1', ja: '0 から 1 の間である必要があります' },
  'must be pen, tick or cross': {
    zh: '必须是 pen、tick 或 cross',
    es: 'debe ser pen, tick o cross',
    ja: 'pen、tick、cross のいずれかである必要があります',
  },
  'must be red, green or blue': {
    zh: '必须是 red、green 或 blue',
    es: 'debe ser red, green o blue',
    ja: 'red、green、blue のいずれかである必要があります',
  },
  'needs a point': { zh: '至少需要一个点', es: 'necesita un punto', ja: '点が 1 つ以上必要です' },
  'at most {n} points': { zh: '最多 {n} 个点', es: 'como máximo {n} puntos', ja: '点は最大 {n} 個です' },
  'a tick or a cross is one point': {
    zh: '对勾或叉号只有一个点',
    es: 'una marca de visto o una cruz es un solo punto',
    ja: 'チェックとバツは 1 点で指定します',
  },
  'at most {n} marks': { zh: '最多 {n} 个批注', es: 'como máximo {n} marcas', ja: '書き込みは最大 {n} 個です' },
};
