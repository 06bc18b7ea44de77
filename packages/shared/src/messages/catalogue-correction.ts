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
  // ---- Error correction (modules/correction/error-corrections, contracts/error-correction.ts) ----
  'Error correction not found': {
    zh: '订正不存在',
    es: 'Corrección de error no encontrada',
    ja: '解き直しが見つかりません',
  },
  'An error correction of this answer is waiting for a review': {
    zh: '这道题的订正正在等待批阅',
    es: 'Una corrección de esta respuesta está esperando revisión',
    ja: 'この解答の解き直しは確認待ちです',
  },
  'An error correction of this answer was accepted already': {
    zh: '这道题的订正已经通过',
    es: 'Una corrección de esta respuesta ya fue aceptada',
    ja: 'この解答の解き直しはすでに承認されています',
  },
  'question {n} is not an answer of this submission': {
    zh: '题目 {n} 不是这份作业中的答案',
    es: 'la pregunta {n} no es una respuesta de esta entrega',
    ja: '問題 {n} はこの提出物の解答ではありません',
  },
  'the answer to question {n} is not graded yet': {
    zh: '题目 {n} 的答案还没有批改',
    es: 'la respuesta a la pregunta {n} aún no está corregida',
    ja: '問題 {n} の解答はまだ採点されていません',
  },
  'the answer to question {n} is right: only a wrong answer is corrected': {
    zh: '题目 {n} 的答案是正确的：只有错题需要订正',
    es: 'la respuesta a la pregunta {n} es correcta: solo se corrige una respuesta incorrecta',
    ja: '問題 {n} の解答は正解です。解き直すのは誤答だけです',
  },
  'give the new answer': { zh: '请填写新的答案', es: 'indique la nueva respuesta', ja: '新しい解答を入力してください' },
  'the photo was not uploaded for this answer': {
    zh: '这张照片不是为这道题上传的',
    es: 'la foto no se subió para esta respuesta',
    ja: 'この写真はこの解答のためにアップロードされたものではありません',
  },
  'This error correction was reviewed already; it can no longer be withdrawn': {
    zh: '这份订正已经批阅，不能再撤回',
    es: 'Esta corrección ya fue revisada; ya no se puede retirar',
    ja: 'この解き直しは確認済みのため、取り下げできません',
  },
  'This error correction was reviewed meanwhile: open it again to see the review': {
    zh: '这份订正在此期间已被批阅，请重新打开查看结果',
    es: 'Esta corrección se revisó mientras tanto: ábrala de nuevo para ver la revisión',
    ja: 'この解き直しはその間に確認されました。結果を見るにはもう一度開いてください',
  },
  'This error correction changed meanwhile: open it again to see the changes': {
    zh: '这份订正在此期间有了变动，请重新打开查看',
    es: 'Esta corrección cambió mientras tanto: ábrala de nuevo para ver los cambios',
    ja: 'この解き直しはその間に変更されました。変更を見るにはもう一度開いてください',
  },
  'must be createdAt, reviewedAt, name or waited': {
    zh: '必须是 createdAt、reviewedAt、name 或 waited',
    es: 'debe ser createdAt, reviewedAt, name o waited',
    ja: 'createdAt、reviewedAt、name、waited のいずれかである必要があります',
  },
  'must be pending, accepted or returned': {
    zh: '必须是 pending、accepted 或 returned',
    es: 'debe ser pending, accepted o returned',
    ja: 'pending、accepted、returned のいずれかである必要があります',
  },
  'must be accept or return': {
    zh: '必须是 accept 或 return',
    es: 'debe ser accept o return',
    ja: 'accept または return である必要があります',
  },
  'is required when returning a correction': {
    zh: '退回订正时必须填写',
    es: 'es obligatorio al devolver una corrección',
    ja: '解き直しを差し戻すときは必須です',
  },
};
