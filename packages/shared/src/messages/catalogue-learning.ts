/**
 * Messages of the teaching and learning loop (issue 10: classes of a teacher, lesson releases), spread into
 * SERVER_MESSAGES (catalogue.ts). Same rules: the English text is the id; `field: problem` messages are
 * translated part by part, so problems appear here without their field.
 */
import type { MessageTranslations } from './catalogue';

export const LEARNING_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  // Photos of handwritten work (issue 10 item 4)
  'This type of file is not accepted: upload a PNG, JPEG or WebP photo': {
    zh: '不支持此类型的文件：请上传 PNG、JPEG 或 WebP 照片',
    es: 'No se acepta este tipo de archivo: suba una foto PNG, JPEG o WebP',
    ja: 'この種類のファイルは受け付けません。PNG、JPEG、WebP の写真をアップロードしてください',
  },
  'a photo goes with a short answer': {
    zh: '照片只能附在简答题上',
    es: 'una foto solo acompaña a una respuesta corta',
    ja: '写真は記述式の解答にのみ添付できます',
  },
  'the photo was not uploaded for this question': {
    zh: '该照片不是为这道题上传的',
    es: 'la foto no se subió para esta pregunta',
    ja: 'この写真はこの問題のためにアップロードされたものではありません',
  },
  'not a photo name': { zh: '不是有效的照片名称', es: 'no es un nombre de foto', ja: '写真の名前ではありません' },
  'This link has expired or is not valid; open the page again': {
    zh: '该链接已过期或无效，请重新打开页面',
    es: 'Este enlace ha caducado o no es válido; vuelva a abrir la página',
    ja: 'このリンクは期限切れか無効です。ページを開き直してください',
  },
  'Photo not found': { zh: '照片不存在', es: 'Foto no encontrada', ja: '写真が見つかりません' },
  'Students have answered this question; it stays so that their reports keep it': {
    zh: '已有学生作答这道题，需保留以便他们的报告完整',
    es: 'Hay alumnos que han respondido esta pregunta; se conserva para que sus informes la mantengan',
    ja: 'この問題には生徒の解答があります。レポートのために残されます',
  },
  'question {n} is not an exercise of this lesson': {
    zh: '题目 {n} 不是这个课时的练习',
    es: 'la pregunta {n} no es un ejercicio de esta lección',
    ja: '問題 {n} はこのレッスンの演習ではありません',
  },
  'This lesson is already submitted; its answers can no longer change': {
    zh: '该课时已提交，答案不能再修改',
    es: 'Esta lección ya se entregó; sus respuestas ya no pueden cambiar',
    ja: 'このレッスンは提出済みのため、解答は変更できません',
  },
  'Report not found: the lesson is not submitted yet': {
    zh: '没有报告：该课时还没有提交',
    es: 'Informe no encontrado: la lección todavía no se ha entregado',
    ja: 'レポートがありません：レッスンはまだ提出されていません',
  },
  'at most a day (86400000 ms)': {
    zh: '最多一天（86400000 毫秒）',
    es: 'como máximo un día (86400000 ms)',
    ja: '最大 1 日（86400000 ミリ秒）です',
  },
  'at most {n} answers': { zh: '最多 {n} 个答案', es: 'como máximo {n} respuestas', ja: '解答は最大 {n} 件です' },
  'at least {n} characters': { zh: '至少 {n} 个字符', es: 'al menos {n} caracteres', ja: '{n} 文字以上にしてください' },
  'at most {n} characters': {
    zh: '最多 {n} 个字符',
    es: 'como máximo {n} caracteres',
    ja: '{n} 文字以内にしてください',
  },
  'This lesson is locked: your teacher has not released it to your class yet': {
    zh: '该课时已锁定：老师还没有向你的班级发布',
    es: 'Esta lección está bloqueada: tu profesor todavía no la ha publicado para tu clase',
    ja: 'このレッスンはロックされています。先生がまだクラスに公開していません',
  },
  'must be in the future': {
    zh: '必须是将来的时间',
    es: 'debe ser una fecha futura',
    ja: '未来の日時を指定してください',
  },
  'at most {n} days ahead': {
    zh: '最多提前 {n} 天',
    es: 'como máximo {n} días por adelantado',
    ja: '最大 {n} 日先までです',
  },
  'at most {n} lessons': { zh: '最多 {n} 个课时', es: 'como máximo {n} lecciones', ja: 'レッスンは最大 {n} 件です' },
  'must be a date and time': { zh: '必须是日期和时间', es: 'debe ser una fecha y hora', ja: '日時を指定してください' },
  'is required to schedule a release': {
    zh: '定时发布时必填',
    es: 'es obligatorio para programar una publicación',
    ja: '公開を予約するには必須です',
  },
  'only a scheduled release has a time': {
    zh: '只有定时发布才需要时间',
    es: 'solo una publicación programada lleva hora',
    ja: '時刻は予約公開の場合のみ指定できます',
  },
  'must be release, schedule or lock': {
    zh: '必须是 release、schedule 或 lock 之一',
    es: 'debe ser release, schedule o lock',
    ja: 'release、schedule、lock のいずれかを指定してください',
  },
  // ---- Lesson preparation and polishing ----
  'Preparation not found': { zh: '备课不存在', es: 'Preparación no encontrada', ja: '授業準備が見つかりません' },
  'Revision not found': { zh: '修订版本不存在', es: 'Revisión no encontrada', ja: 'リビジョンが見つかりません' },
  'This preparation was changed elsewhere since you opened it; reload it to see the changes': {
    zh: '打开后这份备课已在别处修改；请重新加载查看修改',
    es: 'Esta preparación se modificó en otro lugar desde que la abriste; vuelve a cargarla para ver los cambios',
    ja: '開いた後にこの授業準備は別の場所で変更されました。再読み込みして変更を確認してください',
  },
  'not in the question bank: {ids}': {
    zh: '不在题库中：{ids}',
    es: 'no están en el banco de preguntas: {ids}',
    ja: '問題バンクにありません: {ids}',
  },
  'must be draft or ready': {
    zh: '必须是 draft 或 ready',
    es: 'debe ser draft o ready',
    ja: 'draft か ready を指定してください',
  },
  'must be a date (YYYY-MM-DD, 2000-2099)': {
    zh: '必须是日期（YYYY-MM-DD，2000-2099 年）',
    es: 'debe ser una fecha (AAAA-MM-DD, 2000-2099)',
    ja: '日付（YYYY-MM-DD、2000〜2099 年）を指定してください',
  },
  'must not repeat a question': {
    zh: '同一道题不能重复出现',
    es: 'no debe repetir una pregunta',
    ja: '同じ問題を重複させることはできません',
  },
  'must be updatedAt or plannedOn': {
    zh: '必须是 updatedAt 或 plannedOn',
    es: 'debe ser updatedAt o plannedOn',
    ja: 'updatedAt か plannedOn を指定してください',
  },
  'must be name, average, done or lastSubmittedAt': {
    zh: '必须是 name、average、done 或 lastSubmittedAt',
    es: 'debe ser name, average, done o lastSubmittedAt',
    ja: 'name、average、done、lastSubmittedAt のいずれかを指定してください',
  },
  'must be falling or overdue': {
    zh: '必须是 falling 或 overdue',
    es: 'debe ser falling u overdue',
    ja: 'falling または overdue を指定してください',
  },
  'must be lesson or preparation': {
    zh: '必须是 lesson 或 preparation',
    es: 'debe ser lesson o preparation',
    ja: 'lesson または preparation を指定してください',
  },
  'must be open or past': {
    zh: '必须是 open 或 past',
    es: 'debe ser open o past',
    ja: 'open または past を指定してください',
  },
  'must be todo or done': {
    zh: '必须是 todo 或 done',
    es: 'debe ser todo o done',
    ja: 'todo または done を指定してください',
  },
  'Homework not found': { zh: '没有找到这份作业', es: 'Tarea no encontrada', ja: '宿題が見つかりません' },
  'The lesson has no exercises to give as homework': {
    zh: '该课时没有可以布置为作业的练习',
    es: 'La lección no tiene ejercicios que poner como tarea',
    ja: 'このレッスンには宿題として出せる演習がありません',
  },
  'your preparation of this lesson for this class has no exercises; prepare it first or give the lesson’s own': {
    zh: '你为这个班级备的这节课还没有练习；请先备课，或布置课时自带的练习',
    es: 'tu preparación de esta lección para esta clase no tiene ejercicios; prepárala primero o pon los de la lección',
    ja: 'このクラス向けのこのレッスンの準備に演習がありません。先に準備するか、レッスン自身の演習を出してください',
  },
  'Students have handed this homework in: its questions can no longer change (the due time and the note can)': {
    zh: '已有学生提交这份作业：题目不能再改（截止时间和说明仍可修改）',
    es: 'Hay alumnos que ya entregaron esta tarea: sus preguntas ya no pueden cambiar (la fecha límite y la nota sí)',
    ja: 'この宿題はすでに提出した生徒がいるため、問題は変更できません（締め切りとメモは変更できます）',
  },
  'the lesson opens to the class only after this time; choose a later one': {
    zh: '该课时在这个时间之后才向班级开放；请选择更晚的时间',
    es: 'la lección se abre a la clase solo después de esa hora; elige una más tarde',
    ja: 'レッスンはこの時刻より後にクラスに公開されます。もっと後の時刻を選んでください',
  },
  'must be a day (YYYY-MM-DD)': {
    zh: '必须是日期（YYYY-MM-DD）',
    es: 'debe ser un día (AAAA-MM-DD)',
    ja: '日付（YYYY-MM-DD）を指定してください',
  },
  'must not be before from': {
    zh: '不能早于开始日期',
    es: 'no debe ser anterior a from',
    ja: '開始日より前にはできません',
  },
  'at most {n} days after from': {
    zh: '最多在开始日期之后 {n} 天',
    es: 'como máximo {n} días después de from',
    ja: '開始日から最大 {n} 日後までです',
  },
  // A DL's work list: follow-up notes
  'must not be in the future': {
    zh: '不能是将来的时间',
    es: 'no debe ser una fecha futura',
    ja: '未来の日時は指定できません',
  },
  'at most {n} days ago': {
    zh: '最多 {n} 天前',
    es: 'como máximo hace {n} días',
    ja: '最大 {n} 日前までです',
  },
  'Follow-up note not found': {
    zh: '跟进记录不存在',
    es: 'Nota de seguimiento no encontrada',
    ja: 'フォローアップの記録が見つかりません',
  },
  'You can delete only your own follow-up notes': {
    zh: '只能删除自己写的跟进记录',
    es: 'Solo puedes eliminar tus propias notas de seguimiento',
    ja: '削除できるのは自分のフォローアップ記録だけです',
  },
};
