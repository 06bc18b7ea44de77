/**
 * Messages of the review group (issue 11), spread into SERVER_MESSAGES (catalogue.ts). Same rules: the English
 * text is the id; `field: problem` messages are translated part by part, so problems appear here without
 * their field.
 */
import type { MessageTranslations } from './catalogue';

export const REVIEW_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  // ---- The wrong-question book and its training camp (modules/learning/wrong-book)
  'A training camp set is in progress: finish it before starting another': {
    zh: '有一组训练营练习还没完成，请先完成再开始新的一组',
    es: 'Hay una serie del campo de entrenamiento en curso: termínela antes de empezar otra',
    ja: '進行中のトレーニングキャンプのセットがあります。終えてから次を始めてください',
  },
  'Nothing to practise: your wrong-question book has no question for this choice': {
    zh: '没有可练习的题目：错题本中没有符合这个选择的题目',
    es: 'Nada que practicar: su cuaderno de errores no tiene preguntas para esta elección',
    ja: '練習できる問題がありません。この条件に合う問題が間違いノートにありません',
  },
  'Training camp set not found': {
    zh: '训练营练习不存在',
    es: 'Serie del campo de entrenamiento no encontrada',
    ja: 'トレーニングキャンプのセットが見つかりません',
  },
  'This training camp set is finished: its answers can no longer change': {
    zh: '这组训练营练习已结束，答案不能再修改',
    es: 'Esta serie del campo de entrenamiento ha terminado: sus respuestas ya no pueden cambiar',
    ja: 'このトレーニングキャンプのセットは終了しています。解答は変更できません',
  },
  'This question of the set is answered already': {
    zh: '这道题已经作答过了',
    es: 'Esta pregunta de la serie ya está respondida',
    ja: 'このセットの問題はすでに解答済みです',
  },
  'question {n} is not in this set': {
    zh: '题目 {n} 不在这组练习中',
    es: 'la pregunta {n} no está en esta serie',
    ja: '問題 {n} はこのセットにありません',
  },
  'knowledge point {n} not found': {
    zh: '知识点 {n} 不存在',
    es: 'el punto de conocimiento {n} no existe',
    ja: '知識ポイント {n} が見つかりません',
  },
  // Problems of the contracts (contracts/review.ts)
  'must be a subject code': {
    zh: '必须是学科代码',
    es: 'debe ser un código de asignatura',
    ja: '教科コードである必要があります',
  },
  'must be learning, mastered or all': {
    zh: '必须是 learning、mastered 或 all',
    es: 'debe ser learning, mastered o all',
    ja: 'learning、mastered、all のいずれかである必要があります',
  },
  'must be latestWrong, mostWrong or due': {
    zh: '必须是 latestWrong、mostWrong 或 due',
    es: 'debe ser latestWrong, mostWrong o due',
    ja: 'latestWrong、mostWrong、due のいずれかである必要があります',
  },
  'must be 5 to 30': {
    zh: '必须在 5 到 30 之间',
    es: 'debe estar entre 5 y 30',
    ja: '5 から 30 の間である必要があります',
  },
  'at most {n} knowledge points': {
    zh: '最多 {n} 个知识点',
    es: 'como máximo {n} puntos de conocimiento',
    ja: '知識ポイントは最大 {n} 個です',
  },
};
