/**
 * Messages of the study assistant (issue 14 item 4; apps/server/src/modules/learning/assistant), spread into
 * SERVER_MESSAGES (catalogue.ts). Same rules: the English text is the id.
 */
import type { MessageTranslations } from './catalogue';

export const ASSISTANT_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  'The study assistant is not enabled for this brand': {
    zh: '本品牌未启用学习助手',
    es: 'El asistente de estudio no está activado para esta marca',
    ja: 'このブランドでは学習アシスタントが有効になっていません',
  },
  'The study assistant has no AI provider: ask an administrator to set one': {
    zh: '学习助手没有可用的 AI 服务：请联系管理员设置',
    es: 'El asistente de estudio no tiene proveedor de IA: pide a un administrador que configure uno',
    ja: '学習アシスタントに AI プロバイダーがありません。管理者に設定を依頼してください',
  },
  'Question not found in this lesson': {
    zh: '本课时中没有这道题',
    es: 'La pregunta no está en esta lección',
    ja: 'この問題はこのレッスンにありません',
  },
  "The assistant's reply gave the answer away, so it is not shown; ask for a hint on a step instead": {
    zh: '助手的回复直接给出了答案，因此不予显示；请改为询问某一步的提示',
    es: 'La respuesta del asistente revelaba la solución, así que no se muestra; pide mejor una pista sobre un paso',
    ja: 'アシスタントの返答が答えを明かしていたため表示しません。代わりにある手順のヒントを頼んでください',
  },
  // takeAiRequest's refusal (modules/ai/limits.ts), which the study assistant's students meet first.
};
