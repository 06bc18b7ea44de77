/**
 * Messages of the content module (issue 4: courses, lessons, questions, knowledge points, materials),
 * spread into SERVER_MESSAGES (catalogue.ts). Same rules: the English text is the id; `field: problem`
 * messages are translated part by part, so problems appear here without their field.
 */
import type { MessageTranslations } from './catalogue';

export const CONTENT_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  // ---- not found / permission ----
  'Course not found': { zh: '课程不存在', es: 'Curso no encontrado', ja: 'コースが見つかりません' },
  'Chapter not found': { zh: '章节不存在', es: 'Capítulo no encontrado', ja: '章が見つかりません' },
  'Lesson not found': { zh: '课时不存在', es: 'Lección no encontrada', ja: 'レッスンが見つかりません' },
  'Question not found': { zh: '题目不存在', es: 'Pregunta no encontrada', ja: '問題が見つかりません' },
  'Knowledge point not found': {
    zh: '知识点不存在',
    es: 'Punto de conocimiento no encontrado',
    ja: '知識ポイントが見つかりません',
  },
  'Material not found': { zh: '资料不存在', es: 'Material no encontrado', ja: '教材が見つかりません' },
  'Image not found': { zh: '图片不存在', es: 'Imagen no encontrada', ja: '画像が見つかりません' },
  'The file of this material is missing': {
    zh: '该资料的文件已丢失',
    es: 'Falta el archivo de este material',
    ja: 'この教材のファイルがありません',
  },
  'You can only create content for your brand': {
    zh: '只能为本品牌创建内容',
    es: 'Solo puede crear contenido para su marca',
    ja: '自分のブランドのコンテンツのみ作成できます',
  },
  'Other brands have knowledge points under this one': {
    zh: '其他品牌在此知识点下有子知识点，不能删除',
    es: 'Otras marcas tienen puntos de conocimiento bajo este',
    ja: '他のブランドがこの知識ポイントの下に項目を持っています',
  },
  'This link has expired or is not valid; open the material again': {
    zh: '链接已过期或无效，请重新打开资料',
    es: 'El enlace ha caducado o no es válido; vuelva a abrir el material',
    ja: 'リンクの有効期限が切れているか無効です。教材を開き直してください',
  },
  'The requested range is not in the file': {
    zh: '请求的范围超出文件大小',
    es: 'El rango solicitado no está en el archivo',
    ja: '要求された範囲はファイル内にありません',
  },
  'The question is used by {n} lessons; remove it from them first': {
    zh: '该题目被 {n} 个课时使用，请先从课时中移除',
    es: 'La pregunta se usa en {n} lecciones; quítela de ellas primero',
    ja: 'この問題は {n} 件のレッスンで使われています。先にレッスンから外してください',
  },
  // ---- uploads ----
  'The file is larger than the upload limit of {n} MB': {
    zh: '文件超过上传上限 {n} MB',
    es: 'El archivo supera el límite de carga de {n} MB',
    ja: 'ファイルがアップロード上限の {n} MB を超えています',
  },
  'This type of file is not accepted: upload PDF, images, audio, video or office documents': {
    zh: '不支持此类型的文件：请上传 PDF、图片、音频、视频或办公文档',
    es: 'No se acepta este tipo de archivo: suba PDF, imágenes, audio, vídeo o documentos de oficina',
    ja: 'この種類のファイルは受け付けません。PDF、画像、音声、動画、オフィス文書をアップロードしてください',
  },
  'This type of file is not accepted: upload a PNG, JPEG, WebP or GIF image': {
    zh: '不支持此类型的文件：请上传 PNG、JPEG、WebP 或 GIF 图片',
    es: 'No se acepta este tipo de archivo: suba una imagen PNG, JPEG, WebP o GIF',
    ja: 'この種類のファイルは受け付けません。PNG、JPEG、WebP、GIF 画像をアップロードしてください',
  },
  'This type of file is not accepted: upload a JSON question file or an XLSX spreadsheet': {
    zh: '不支持此类型的文件：请上传 JSON 题目文件或 XLSX 表格',
    es: 'No se acepta este tipo de archivo: suba un archivo de preguntas JSON o una hoja XLSX',
    ja: 'この種類のファイルは受け付けません。JSON 問題ファイルまたは XLSX をアップロードしてください',
  },
  'is required (multipart/form-data)': {
    zh: '不能为空（multipart/form-data）',
    es: 'es obligatorio (multipart/form-data)',
    ja: '必須です（multipart/form-data）',
  },
  'the upload could not be read': {
    zh: '无法读取上传的内容',
    es: 'no se pudo leer la carga',
    ja: 'アップロードを読み取れませんでした',
  },
  'the upload was cut off before the end of the file: send it again': {
    zh: '上传在文件结束前中断：请重新发送',
    es: 'la carga se interrumpió antes del final del archivo: envíela de nuevo',
    ja: 'ファイルの途中でアップロードが途切れました。もう一度送信してください',
  },
  'is empty': { zh: '为空', es: 'está vacío', ja: '空です' },
  'the spreadsheet could not be read': {
    zh: '无法读取该表格',
    es: 'no se pudo leer la hoja de cálculo',
    ja: 'スプレッドシートを読み取れませんでした',
  },
  'the spreadsheet has no sheet': {
    zh: '表格中没有工作表',
    es: 'la hoja de cálculo no tiene hojas',
    ja: 'スプレッドシートにシートがありません',
  },
  'the first row must name the columns (missing {column})': {
    zh: '第一行必须是列名（缺少 {column}）',
    es: 'la primera fila debe nombrar las columnas (falta {column})',
    ja: '1 行目に列名が必要です（{column} がありません）',
  },
  'is neither an XLSX spreadsheet nor valid JSON': {
    zh: '既不是 XLSX 表格也不是有效的 JSON',
    es: 'no es una hoja XLSX ni un JSON válido',
    ja: 'XLSX でも有効な JSON でもありません',
  },
  'a JSON question file holds a "questions" list': {
    zh: 'JSON 题目文件须包含 "questions" 列表',
    es: 'un archivo de preguntas JSON contiene una lista "questions"',
    ja: 'JSON 問題ファイルには "questions" リストが必要です',
  },
  'is not an edu-console question file': {
    zh: '不是 edu-console 题目文件',
    es: 'no es un archivo de preguntas de edu-console',
    ja: 'edu-console の問題ファイルではありません',
  },
  'holds no question': { zh: '没有任何题目', es: 'no contiene preguntas', ja: '問題が含まれていません' },
  'at most {n} questions per file': {
    zh: '每个文件最多 {n} 道题',
    es: 'como máximo {n} preguntas por archivo',
    ja: '1 ファイルあたり最大 {n} 問です',
  },
  // ---- field problems ----
  'no such brand': { zh: '品牌不存在', es: 'no existe esa marca', ja: 'そのブランドは存在しません' },
  'a course cannot change its owner': {
    zh: '课程不能更换所属方',
    es: 'un curso no puede cambiar de propietario',
    ja: 'コースの所有者は変更できません',
  },
  'a question cannot change its owner': {
    zh: '题目不能更换所属方',
    es: 'una pregunta no puede cambiar de propietario',
    ja: '問題の所有者は変更できません',
  },
  'is required for a book course': {
    zh: '同步课程必须填写',
    es: 'es obligatorio en un curso de libro de texto',
    ja: '教科書同期コースでは必須です',
  },
  'not a chapter of this course': {
    zh: '不是本课程的章节',
    es: 'no es un capítulo de este curso',
    ja: 'このコースの章ではありません',
  },
  'a chapter cannot move to another course': {
    zh: '章节不能移动到其他课程',
    es: 'un capítulo no puede pasar a otro curso',
    ja: '章を別のコースに移すことはできません',
  },
  'a chapter cannot move into itself or its sub-chapters': {
    zh: '章节不能移动到自身或其子章节下',
    es: 'un capítulo no puede moverse dentro de sí mismo ni de sus subcapítulos',
    ja: '章を自分自身やその下位の章の中へ移すことはできません',
  },
  'is used twice': { zh: '重复使用', es: 'se usa dos veces', ja: '重複しています' },
  'must name a node listed before it': {
    zh: '必须引用排在它之前的节点',
    es: 'debe nombrar un nodo listado antes',
    ja: 'それより前に並ぶノードを指定してください',
  },
  'use moveLesson to move a lesson': {
    zh: '请使用 moveLesson 移动课时',
    es: 'use moveLesson para mover una lección',
    ja: 'レッスンの移動には moveLesson を使ってください',
  },
  'not in the question bank of this course: {ids}': {
    zh: '不在本课程可用的题库中：{ids}',
    es: 'no están en el banco de preguntas de este curso: {ids}',
    ja: 'このコースの問題バンクにありません: {ids}',
  },
  'not a knowledge point of this subject': {
    zh: '不是本学科的知识点',
    es: 'no es un punto de conocimiento de esta materia',
    ja: 'この教科の知識ポイントではありません',
  },
  'not a knowledge point of this subject: {id}': {
    zh: '不是本学科的知识点：{id}',
    es: 'no es un punto de conocimiento de esta materia: {id}',
    ja: 'この教科の知識ポイントではありません: {id}',
  },
  'not knowledge points of this subject: {ids}': {
    zh: '不是本学科的知识点：{ids}',
    es: 'no son puntos de conocimiento de esta materia: {ids}',
    ja: 'この教科の知識ポイントではありません: {ids}',
  },
  'no knowledge point at this path: {path}': {
    zh: '找不到此路径的知识点：{path}',
    es: 'no hay ningún punto de conocimiento en esta ruta: {path}',
    ja: 'このパスの知識ポイントはありません: {path}',
  },
  'a knowledge point cannot change its subject': {
    zh: '知识点不能更换学科',
    es: 'un punto de conocimiento no puede cambiar de materia',
    ja: '知識ポイントの教科は変更できません',
  },
  'a knowledge point cannot move into itself or its descendants': {
    zh: '知识点不能移动到自身或其下级知识点下',
    es: 'un punto de conocimiento no puede moverse dentro de sí mismo ni de sus descendientes',
    ja: '知識ポイントを自分自身やその下位の中へ移すことはできません',
  },
  'not your classes: {ids}': {
    zh: '不是您任教的班级：{ids}',
    es: 'no son sus clases: {ids}',
    ja: 'あなたのクラスではありません: {ids}',
  },
  'must be single, multiple, judge or short in a spreadsheet (use JSON for the others)': {
    zh: '表格中只能是 single、multiple、judge 或 short（其他题型请用 JSON）',
    es: 'en una hoja debe ser single, multiple, judge o short (use JSON para los demás)',
    ja: 'スプレッドシートでは single、multiple、judge、short のみです（その他は JSON を使用）',
  },
  // ---- contract problems (packages/shared/src/contracts/content.ts) ----
  'must be 1 to 5': { zh: '必须在 1 到 5 之间', es: 'debe estar entre 1 y 5', ja: '1～5 である必要があります' },
  'must be an http(s) URL or a site path': {
    zh: '必须是 http(s) 地址或站内路径',
    es: 'debe ser una URL http(s) o una ruta del sitio',
    ja: 'http(s) の URL かサイト内のパスである必要があります',
  },
  'must be 0 or more': { zh: '不能小于 0', es: 'debe ser 0 o más', ja: '0 以上である必要があります' },
  'at most {n} questions': { zh: '最多 {n} 道题', es: 'como máximo {n} preguntas', ja: '最大 {n} 問です' },
  'needs at least one accepted value': {
    zh: '至少需要一个可接受的答案',
    es: 'necesita al menos un valor aceptado',
    ja: '正解を少なくとも 1 つ指定してください',
  },
  'a choice question needs at least 2 options': {
    zh: '选择题至少需要 2 个选项',
    es: 'una pregunta de opción necesita al menos 2 opciones',
    ja: '選択問題には 2 つ以上の選択肢が必要です',
  },
  'names an option that does not exist': {
    zh: '包含不存在的选项',
    es: 'nombra una opción que no existe',
    ja: '存在しない選択肢が含まれています',
  },
  'lists an option twice': { zh: '选项重复', es: 'repite una opción', ja: '同じ選択肢が重複しています' },
  'a single choice question needs exactly one correct option': {
    zh: '单选题必须恰好有一个正确选项',
    es: 'una pregunta de opción única necesita exactamente una opción correcta',
    ja: '単一選択問題には正解がちょうど 1 つ必要です',
  },
  'a multiple choice question needs at least one correct option': {
    zh: '多选题至少需要一个正确选项',
    es: 'una pregunta de opción múltiple necesita al menos una opción correcta',
    ja: '複数選択問題には正解が 1 つ以上必要です',
  },
  'only choice questions have options': {
    zh: '只有选择题有选项',
    es: 'solo las preguntas de opción tienen opciones',
    ja: '選択肢があるのは選択問題だけです',
  },
  'only choice questions have correct options': {
    zh: '只有选择题有正确选项',
    es: 'solo las preguntas de opción tienen opciones correctas',
    ja: '正解の選択肢があるのは選択問題だけです',
  },
  'only true/false questions have it': {
    zh: '只有判断题有此项',
    es: 'solo las preguntas de verdadero/falso lo tienen',
    ja: '正誤問題だけの項目です',
  },
  'a fill-in question needs blank markers (___1 or ##$$)': {
    zh: '填空题的题干需要填空标记（___1 或 ##$$）',
    es: 'una pregunta de completar necesita marcas de hueco (___1 o ##$$)',
    ja: '穴埋め問題には空欄マーカー（___1 または ##$$）が必要です',
  },
  'at most {n} blanks': { zh: '最多 {n} 个空', es: 'como máximo {n} huecos', ja: '空欄は最大 {n} 個です' },
  'needs one answer set per blank marker of the stem': {
    zh: '每个填空标记都需要一组答案',
    es: 'necesita un conjunto de respuestas por cada hueco del enunciado',
    ja: '問題文の空欄ごとに解答セットが 1 つ必要です',
  },
  'only fill-in questions have blanks': {
    zh: '只有填空题有填空答案',
    es: 'solo las preguntas de completar tienen huecos',
    ja: '空欄の解答があるのは穴埋め問題だけです',
  },
};
