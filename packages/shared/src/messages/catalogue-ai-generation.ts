/**
 * Messages of AI question creation (issue 14 item 2: apps/server/src/modules/ai/generation) and of AI courses
 * (item 3: apps/server/src/modules/learning/ai-course), spread into SERVER_MESSAGES (catalogue.ts). Same rules:
 * the English text is the id; `field: problem` messages appear without their field. The variant generator's
 * reasons are terms (`{reason:variantReason}`), so that a refusal reads whole in every language.
 */
import type { MessageTranslations } from './catalogue';

export const AI_GENERATION_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  'not knowledge points you can use: {ids}': {
    zh: '不是你可以使用的知识点：{ids}',
    es: 'no son puntos de conocimiento que pueda usar: {ids}',
    ja: '使用できない知識点です: {ids}',
  },
  'the knowledge points must be of one subject': {
    zh: '知识点必须属于同一学科',
    es: 'los puntos de conocimiento deben ser de una sola asignatura',
    ja: '知識点は 1 つの教科のものである必要があります',
  },
  'No AI provider is set for this brand: an admin must set one in the AI provider settings (variants of bank questions work without one)':
    {
      zh: '本品牌尚未设置 AI 服务：需由管理员在 AI 服务设置中设置（题库题目的变式无需设置即可使用）',
      es: 'Esta marca no tiene un proveedor de IA: un administrador debe configurarlo en los ajustes del proveedor de IA (las variantes de preguntas del banco funcionan sin él)',
      ja: 'このブランドには AI プロバイダーが設定されていません。管理者が AI プロバイダー設定で設定してください（問題バンクの問題の類題は設定なしで使えます）',
    },
  'Generated question not found': {
    zh: '未找到生成的题目',
    es: 'No se encontró la pregunta generada',
    ja: '生成された問題が見つかりません',
  },
  'This question has already been accepted': {
    zh: '该题目已被采纳',
    es: 'Esta pregunta ya fue aceptada',
    ja: 'この問題はすでに採用されています',
  },
  'This question has already been rejected': {
    zh: '该题目已被拒绝',
    es: 'Esta pregunta ya fue rechazada',
    ja: 'この問題はすでに却下されています',
  },
  'An invalid question cannot be accepted; reject it': {
    zh: '无效的题目不能采纳，请拒绝它',
    es: 'Una pregunta no válida no se puede aceptar; rechácela',
    ja: '無効な問題は採用できません。却下してください',
  },
  'The queued question no longer passes the bank’s checks: edit it first': {
    zh: '队列中的题目已不能通过题库的检查：请先编辑',
    es: 'La pregunta en cola ya no pasa las comprobaciones del banco: edítela primero',
    ja: 'キューの問題は問題バンクのチェックを通りません。先に編集してください',
  },
  'KaTeX cannot render a formula': {
    zh: 'KaTeX 无法渲染其中的公式',
    es: 'KaTeX no puede representar una fórmula',
    ja: 'KaTeX が数式を表示できません',
  },
  'No variants of this question: {reason:variantReason}': {
    zh: '无法生成该题目的变式：{reason}',
    es: 'No hay variantes de esta pregunta: {reason}',
    ja: 'この問題の類題は作れません: {reason}',
  },
  'choose 1 to 10 knowledge points': {
    zh: '请选择 1 到 10 个知识点',
    es: 'elija de 1 a 10 puntos de conocimiento',
    ja: '知識点を 1〜10 個選んでください',
  },
  'paste a source text or choose a lesson, not both': {
    zh: '粘贴来源文本或选择课时，二者只能选其一',
    es: 'pegue un texto de origen o elija una lección, no ambos',
    ja: '元のテキストを貼り付けるか授業を選んでください（両方は不可）',
  },
  // AI courses
  'No knowledge point to work on: the student has no graded answers below mastery with questions in the bank': {
    zh: '没有可练习的知识点：该学生没有低于掌握程度且题库中有题目的已批改作答',
    es: 'No hay punto de conocimiento que trabajar: el alumno no tiene respuestas corregidas por debajo del dominio con preguntas en el banco',
    ja: '取り組む知識点がありません：この生徒には、習得に達しておらず問題バンクに問題がある採点済みの解答がありません',
  },
  'AI course not found': {
    zh: '未找到 AI 课程',
    es: 'No se encontró el curso de IA',
    ja: 'AI コースが見つかりません',
  },
  'This AI course is complete': {
    zh: '该 AI 课程已完成',
    es: 'Este curso de IA está completo',
    ja: 'この AI コースは完了しています',
  },
  'This item is not the one to do now: reload the course': {
    zh: '这不是当前要做的项目：请重新加载课程',
    es: 'Este elemento no es el que toca ahora: vuelva a cargar el curso',
    ja: 'これは今取り組む項目ではありません。コースを再読み込みしてください',
  },
  'an answer is required': {
    zh: '需要作答',
    es: 'se necesita una respuesta',
    ja: '解答が必要です',
  },
};

/** The variant generator's reasons (apps/server/src/modules/ai/variants/index.ts), as MESSAGE_TERMS.variantReason. */
export const VARIANT_REASONS: Readonly<Record<string, MessageTranslations>> = {
  'The number of variants must be 1 to 20': {
    zh: '变式数量必须为 1 到 20',
    es: 'el número de variantes debe ser de 1 a 20',
    ja: '類題の数は 1〜20 である必要があります',
  },
  'The question is not valid, so no variant can be made of it': {
    zh: '该题目无效，无法生成变式',
    es: 'la pregunta no es válida, así que no se pueden hacer variantes',
    ja: 'この問題は無効なため、類題を作れません',
  },
  'Variants are made of single-choice and fill-in questions only; this one is not': {
    zh: '只能为单选题和填空题生成变式，该题不是',
    es: 'solo se hacen variantes de preguntas de opción única y de completar; esta no lo es',
    ja: '類題は単一選択問題と穴埋め問題だけから作れます。この問題は違います',
  },
  'This question has no numbers the variant generator can change and recompute (supported: arithmetic expressions, equations in one unknown with rational roots, systems of two linear equations, 2×2 matrices, lines y=kx+b, word problems whose analysis computes the answer from the stem)':
    {
      zh: '该题目没有变式生成器可以修改并重新计算的数字（支持：算式、有理根的一元方程、二元一次方程组、2×2 矩阵、直线 y=kx+b、解析由题干数字算出答案的应用题）',
      es: 'la pregunta no tiene números que el generador de variantes pueda cambiar y recalcular (admite: expresiones aritméticas, ecuaciones de una incógnita con raíces racionales, sistemas de dos ecuaciones lineales, matrices 2×2, rectas y=kx+b, problemas cuyo análisis calcula la respuesta a partir del enunciado)',
      ja: 'この問題には類題生成で変えて再計算できる数がありません（対応：計算式、有理数解の一元方程式、二元一次連立方程式、2×2 行列、直線 y=kx+b、解説が問題文の数から答えを計算する文章題）',
    },
  'The numbers of this question allow no variant with a nice, verified answer': {
    zh: '该题目的数字无法生成答案简洁且经验证的变式',
    es: 'los números de esta pregunta no permiten ninguna variante con una respuesta sencilla y verificada',
    ja: 'この問題の数では、きれいで検証済みの答えを持つ類題を作れません',
  },
};
