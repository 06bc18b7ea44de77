/**
 * Messages of live class supervision (issue 12: apps/server/src/modules/supervision), spread into SERVER_MESSAGES
 * (catalogue.ts). Same rules: the English text is the id; `field: problem` messages are translated part by
 * part, so problems appear here without their field.
 */
import type { MessageTranslations } from './catalogue';

export const SUPERVISION_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  'Class session not found': {
    zh: '课堂不存在',
    es: 'Sesión de clase no encontrada',
    ja: '授業セッションが見つかりません',
  },
  'This class already has a live session: end it before starting another': {
    zh: '这个班级已有进行中的课堂，请先结束它再开始新的课堂',
    es: 'Esta clase ya tiene una sesión en directo: termínela antes de empezar otra',
    ja: 'このクラスには進行中の授業があります。終了してから新しい授業を始めてください',
  },
  'This session has ended': { zh: '这节课堂已结束', es: 'Esta sesión ha terminado', ja: 'この授業は終了しました' },
  'This session is still live: its timeline is complete once it has ended': {
    zh: '这节课堂仍在进行，结束后才有完整的时间线',
    es: 'Esta sesión sigue en directo: su cronología estará completa cuando termine',
    ja: 'この授業はまだ進行中です。タイムラインは終了後に完成します',
  },
  'choose a question from 1 to {n}': {
    zh: '请选择第 1 到第 {n} 题',
    es: 'elija una pregunta del 1 al {n}',
    ja: '1 から {n} までの問題を選んでください',
  },
  'question {n} is not a question of this lesson': {
    zh: '题目 {n} 不是这个课时的题目',
    es: 'la pregunta {n} no es una pregunta de esta lección',
    ja: '問題 {n} はこのレッスンの問題ではありません',
  },
  'Last-Event-ID must be an event id': {
    zh: 'Last-Event-ID 必须是事件编号',
    es: 'Last-Event-ID debe ser un id de evento',
    ja: 'Last-Event-ID はイベント ID でなければなりません',
  },
};
