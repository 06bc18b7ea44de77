/**
 * The server's messages in the console's other languages, gettext-style: the English text the server
 * throws is the message id, so no handler changes. A key is either an exact message or a pattern with
 * named placeholders (`{minutes}`); `{name:group}` also translates the value through MESSAGE_TERMS[group]
 * when it is listed there (otherwise the value is kept as it is). Translations use `{name}` only.
 *
 * Messages of the form `field: problem` (and several joined by `; `) are translated part by part, so a
 * problem that several fields share (`is required`) appears once, without its field.
 *
 * Sections: HTTP and framework, sessions and login, brands, organization, parameter problems of the zod
 * contracts, and zod 4's English issue messages (as fastify-type-provider-zod reports them).
 */
import { AI_MESSAGES } from './catalogue-ai';
import { AI_GENERATION_MESSAGES, VARIANT_REASONS } from './catalogue-ai-generation';
import { ASSISTANT_MESSAGES } from './catalogue-assistant';
import { APP_HOME_MESSAGES } from './catalogue-app-home';
import { CONTENT_MESSAGES } from './catalogue-content';
import { CORRECTION_MESSAGES } from './catalogue-correction';
import { LEARNING_MESSAGES } from './catalogue-learning';
import { REPORT_MESSAGES } from './catalogue-report';
import { REVIEW_MESSAGES } from './catalogue-review';
import { ANALYTICS_MESSAGES } from './catalogue-analytics';
import { BRANDING_MESSAGES } from './catalogue-branding';

import { DEVICE_MESSAGES } from './catalogue-devices';

import { PAD_MESSAGES } from './catalogue-pads';
import { SUPERVISION_MESSAGES } from './catalogue-supervision';
import { MENU_MESSAGES } from './catalogue-menus';
import { ROLE_PREVIEW_MESSAGES } from './catalogue-role-preview';

export interface MessageTranslations {
  zh: string;
  es: string;
  ja: string;
}

/** Values of `{name:group}` placeholders: zod's type names. */
export const MESSAGE_TERMS: Readonly<Record<string, Readonly<Record<string, MessageTranslations>>>> = {
  variantReason: VARIANT_REASONS,
  type: {
    string: { zh: '字符串', es: 'texto', ja: '文字列' },
    number: { zh: '数字', es: 'número', ja: '数値' },
    int: { zh: '整数', es: 'número entero', ja: '整数' },
    bigint: { zh: '大整数', es: 'entero grande', ja: '多倍長整数' },
    boolean: { zh: '布尔值', es: 'booleano', ja: '真偽値' },
    object: { zh: '对象', es: 'objeto', ja: 'オブジェクト' },
    array: { zh: '数组', es: 'lista', ja: '配列' },
    date: { zh: '日期', es: 'fecha', ja: '日付' },
    file: { zh: '文件', es: 'archivo', ja: 'ファイル' },
    set: { zh: '集合', es: 'conjunto', ja: 'セット' },
    map: { zh: '映射', es: 'mapa', ja: 'マップ' },
    record: { zh: '记录', es: 'registro', ja: 'レコード' },
    null: { zh: '空值', es: 'nulo', ja: 'null' },
    undefined: { zh: '空', es: 'nada', ja: '未指定' },
    NaN: { zh: '非数字', es: 'un valor no numérico', ja: '数値以外' },
    symbol: { zh: '符号', es: 'símbolo', ja: 'シンボル' },
    function: { zh: '函数', es: 'función', ja: '関数' },
  },
};

export const SERVER_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  // ---- HTTP and framework (app.ts, http/errors.ts, Fastify, @fastify/rate-limit) ----
  'Invalid request': { zh: '请求无效', es: 'Solicitud no válida', ja: '無効なリクエストです' },
  'Bad request': { zh: '请求错误', es: 'Solicitud incorrecta', ja: '不正なリクエストです' },
  'Internal server error': {
    zh: '服务器内部错误',
    es: 'Error interno del servidor',
    ja: 'サーバー内部でエラーが発生しました',
  },
  'Not found': { zh: '未找到', es: 'No encontrado', ja: '見つかりません' },
  'A value in the request is out of range or malformed': {
    zh: '请求中的某个值超出范围或格式不正确',
    es: 'Un valor de la solicitud está fuera de rango o mal formado',
    ja: 'リクエストの値が範囲外か、形式が正しくありません',
  },
  'Not found: {method} {path}': {
    zh: '未找到：{method} {path}',
    es: 'No encontrado: {method} {path}',
    ja: '見つかりません: {method} {path}',
  },
  'You do not have permission to do this': {
    zh: '您没有执行此操作的权限',
    es: 'No tiene permiso para realizar esta acción',
    ja: 'この操作を行う権限がありません',
  },
  'Request body is too large': {
    zh: '请求内容过大',
    es: 'El cuerpo de la solicitud es demasiado grande',
    ja: 'リクエストの本文が大きすぎます',
  },
  'Unsupported Media Type': {
    zh: '不支持的内容类型',
    es: 'Tipo de contenido no admitido',
    ja: '対応していないコンテンツタイプです',
  },
  'Unsupported Media Type {type}': {
    zh: '不支持的内容类型：{type}',
    es: 'Tipo de contenido no admitido: {type}',
    ja: '対応していないコンテンツタイプです: {type}',
  },
  "Body cannot be empty when content-type is set to 'application/json'": {
    zh: 'Content-Type 为 application/json 时，请求内容不能为空',
    es: 'El cuerpo no puede estar vacío si Content-Type es application/json',
    ja: 'Content-Type が application/json の場合、本文を空にすることはできません',
  },
  "Body is not valid JSON but content-type is set to 'application/json'": {
    zh: '请求内容不是有效的 JSON',
    es: 'El cuerpo no es un JSON válido',
    ja: '本文が有効な JSON ではありません',
  },
  'Request body size did not match Content-Length': {
    zh: '请求内容的大小与 Content-Length 不符',
    es: 'El tamaño del cuerpo no coincide con Content-Length',
    ja: '本文のサイズが Content-Length と一致しません',
  },
  'Rate limit exceeded, retry in {n} second': {
    zh: '请求过于频繁，请 {n} 秒后重试',
    es: 'Demasiadas solicitudes, inténtelo de nuevo en {n} segundo',
    ja: 'リクエストが多すぎます。{n} 秒後にもう一度お試しください',
  },
  'Rate limit exceeded, retry in {n} seconds': {
    zh: '请求过于频繁，请 {n} 秒后重试',
    es: 'Demasiadas solicitudes, inténtelo de nuevo en {n} segundos',
    ja: 'リクエストが多すぎます。{n} 秒後にもう一度お試しください',
  },
  'Rate limit exceeded, retry in {n} minute': {
    zh: '请求过于频繁，请 {n} 分钟后重试',
    es: 'Demasiadas solicitudes, inténtelo de nuevo en {n} minuto',
    ja: 'リクエストが多すぎます。{n} 分後にもう一度お試しください',
  },
  'Rate limit exceeded, retry in {n} minutes': {
    zh: '请求过于频繁，请 {n} 分钟后重试',
    es: 'Demasiadas solicitudes, inténtelo de nuevo en {n} minutos',
    ja: 'リクエストが多すぎます。{n} 分後にもう一度お試しください',
  },
  'Rate limit exceeded, retry in {n} hour': {
    zh: '请求过于频繁，请 {n} 小时后重试',
    es: 'Demasiadas solicitudes, inténtelo de nuevo en {n} hora',
    ja: 'リクエストが多すぎます。{n} 時間後にもう一度お試しください',
  },
  'Rate limit exceeded, retry in {n} hours': {
    zh: '请求过于频繁，请 {n} 小时后重试',
    es: 'Demasiadas solicitudes, inténtelo de nuevo en {n} horas',
    ja: 'リクエストが多すぎます。{n} 時間後にもう一度お試しください',
  },

  // ---- sessions and login (modules/auth) ----
  'Please log in': { zh: '请先登录', es: 'Inicie sesión', ja: 'ログインしてください' },
  'Invalid token, please log in again': {
    zh: '登录凭证无效，请重新登录',
    es: 'Token no válido, vuelva a iniciar sesión',
    ja: 'トークンが無効です。もう一度ログインしてください',
  },
  'Your session is not valid, please log in': {
    zh: '登录状态无效，请重新登录',
    es: 'Su sesión no es válida, inicie sesión',
    ja: 'セッションが無効です。ログインしてください',
  },
  'This account has been disabled': {
    zh: '该账号已被停用',
    es: 'Esta cuenta ha sido deshabilitada',
    ja: 'このアカウントは無効化されています',
  },
  'You have been logged out: your session was ended elsewhere': {
    zh: '您已退出登录：当前会话已在其他地方被结束',
    es: 'Se ha cerrado su sesión: la sesión se finalizó en otro lugar',
    ja: 'ログアウトされました。セッションが別の場所で終了されました',
  },
  'Your session has expired, please log in again': {
    zh: '登录已过期，请重新登录',
    es: 'Su sesión ha caducado, vuelva a iniciar sesión',
    ja: 'セッションの有効期限が切れました。もう一度ログインしてください',
  },
  'This account has no valid role': {
    zh: '该账号没有有效的角色',
    es: 'Esta cuenta no tiene un rol válido',
    ja: 'このアカウントには有効なロールがありません',
  },
  'Incorrect username or password': {
    zh: '用户名或密码错误',
    es: 'Usuario o contraseña incorrectos',
    ja: 'ユーザー名またはパスワードが正しくありません',
  },
  'This account belongs to another brand': {
    zh: '该账号属于其他品牌',
    es: 'Esta cuenta pertenece a otra marca',
    ja: 'このアカウントは別のブランドに所属しています',
  },
  'You can only change your own password': {
    zh: '只能修改自己的密码',
    es: 'Solo puede cambiar su propia contraseña',
    ja: '変更できるのはご自身のパスワードのみです',
  },
  'the two passwords do not match': {
    zh: '两次输入的密码不一致',
    es: 'las dos contraseñas no coinciden',
    ja: '2 つのパスワードが一致しません',
  },
  'the original password is incorrect': {
    zh: '原密码错误',
    es: 'la contraseña actual es incorrecta',
    ja: '現在のパスワードが正しくありません',
  },
  'User not found': { zh: '用户不存在', es: 'Usuario no encontrado', ja: 'ユーザーが見つかりません' },
  'Use modifyPasswordByOldPwd to change your own password': {
    zh: '修改自己的密码请使用 modifyPasswordByOldPwd',
    es: 'Para cambiar su propia contraseña, use modifyPasswordByOldPwd',
    ja: 'ご自身のパスワードは modifyPasswordByOldPwd で変更してください',
  },
  'Too many login attempts, please try again in {minutes} minute': {
    zh: '登录尝试次数过多，请 {minutes} 分钟后再试',
    es: 'Demasiados intentos de inicio de sesión, inténtelo de nuevo en {minutes} minuto',
    ja: 'ログインの試行回数が多すぎます。{minutes} 分後にもう一度お試しください',
  },
  'Too many login attempts, please try again in {minutes} minutes': {
    zh: '登录尝试次数过多，请 {minutes} 分钟后再试',
    es: 'Demasiados intentos de inicio de sesión, inténtelo de nuevo en {minutes} minutos',
    ja: 'ログインの試行回数が多すぎます。{minutes} 分後にもう一度お試しください',
  },
  // Growing delays (modules/auth/login-limit.ts) are often under a minute.
  'Too many login attempts, please try again in {seconds} second': {
    zh: '登录尝试次数过多，请 {seconds} 秒后再试',
    es: 'Demasiados intentos de inicio de sesión, inténtelo de nuevo en {seconds} segundo',
    ja: 'ログインの試行回数が多すぎます。{seconds} 秒後にもう一度お試しください',
  },
  'Too many login attempts, please try again in {seconds} seconds': {
    zh: '登录尝试次数过多，请 {seconds} 秒后再试',
    es: 'Demasiados intentos de inicio de sesión, inténtelo de nuevo en {seconds} segundos',
    ja: 'ログインの試行回数が多すぎます。{seconds} 秒後にもう一度お試しください',
  },

  // ---- brands (modules/brand) ----
  'Brand not found': { zh: '品牌不存在', es: 'Marca no encontrada', ja: 'ブランドが見つかりません' },
  'This account has no brand': {
    zh: '该账号未关联品牌',
    es: 'Esta cuenta no tiene marca',
    ja: 'このアカウントにはブランドがありません',
  },

  // ---- organization (modules/org) ----
  'This account has no school': {
    zh: '该账号未关联学校',
    es: 'Esta cuenta no tiene escuela',
    ja: 'このアカウントには学校がありません',
  },
  'School not found': { zh: '学校不存在', es: 'Escuela no encontrada', ja: '学校が見つかりません' },
  'Class not found': { zh: '班级不存在', es: 'Clase no encontrada', ja: 'クラスが見つかりません' },
  'Student not found': { zh: '学生不存在', es: 'Alumno no encontrado', ja: '生徒が見つかりません' },
  'You may not manage users of this role': {
    zh: '您无权管理该角色的用户',
    es: 'No puede gestionar usuarios de este rol',
    ja: 'このロールのユーザーを管理する権限がありません',
  },
  'You cannot disable your own account': {
    zh: '不能停用自己的账号',
    es: 'No puede deshabilitar su propia cuenta',
    ja: 'ご自身のアカウントは無効化できません',
  },
  'You cannot move your own account': {
    zh: '不能移动自己的账号',
    es: 'No puede mover su propia cuenta',
    ja: 'ご自身のアカウントは移動できません',
  },
  'You cannot delete your own account': {
    zh: '不能删除自己的账号',
    es: 'No puede eliminar su propia cuenta',
    ja: 'ご自身のアカウントは削除できません',
  },
  'The school still has {users} users and {classes} classes; move or delete them first': {
    zh: '该学校仍有 {users} 个用户和 {classes} 个班级，请先移走或删除',
    es: 'La escuela todavía tiene {users} usuarios y {classes} clases; muévalos o elimínelos primero',
    ja: 'この学校にはまだ {users} 人のユーザーと {classes} 件のクラスがあります。先に移動または削除してください',
  },
  // problems after a field name
  'an admin belongs to no school': {
    zh: '管理员不属于任何学校',
    es: 'un administrador no pertenece a ninguna escuela',
    ja: '管理者は学校に所属しません',
  },
  'an admin belongs to no brand': {
    zh: '管理员不属于任何品牌',
    es: 'un administrador no pertenece a ninguna marca',
    ja: '管理者はブランドに所属しません',
  },
  'a brand admin belongs to no school': {
    zh: '品牌管理员不属于任何学校',
    es: 'un administrador de marca no pertenece a ninguna escuela',
    ja: 'ブランド管理者は学校に所属しません',
  },
  'the school is not bound to a brand yet': {
    zh: '该学校尚未绑定品牌',
    es: 'la escuela aún no está vinculada a una marca',
    ja: 'この学校はまだブランドに紐付けられていません',
  },
  "does not match the school's brand": {
    zh: '与学校所属的品牌不一致',
    es: 'no coincide con la marca de la escuela',
    ja: '学校のブランドと一致しません',
  },
  'the school is disabled': {
    zh: '该学校已停用',
    es: 'la escuela está deshabilitada',
    ja: 'この学校は無効化されています',
  },
  'is required for this role': {
    zh: '该角色必须填写此项',
    es: 'es obligatorio para este rol',
    ja: 'このロールでは必須です',
  },
  'this username is already taken': {
    zh: '该用户名已被使用',
    es: 'este nombre de usuario ya está en uso',
    ja: 'このユーザー名は既に使用されています',
  },
  'passwords change through modifyPassword or resettingPwd': {
    zh: '密码只能通过 modifyPassword 或 resettingPwd 修改',
    es: 'las contraseñas se cambian con modifyPassword o resettingPwd',
    ja: 'パスワードは modifyPassword または resettingPwd で変更してください',
  },
  "a user's role cannot change; create a new account instead": {
    zh: '用户的角色不能更改，请改为新建账号',
    es: 'el rol de un usuario no puede cambiar; cree una cuenta nueva',
    ja: 'ユーザーのロールは変更できません。新しいアカウントを作成してください',
  },
  'is required with targetId': {
    zh: '指定 targetId 时必须填写此项',
    es: 'es obligatorio junto con targetId',
    ja: 'targetId を指定する場合は必須です',
  },
  'not teachers of this school: {ids}': {
    zh: '不是本校的教师：{ids}',
    es: 'no son profesores de esta escuela: {ids}',
    ja: 'この学校の教師ではありません: {ids}',
  },
  'not students of this school: {ids}': {
    zh: '不是本校的学生：{ids}',
    es: 'no son alumnos de esta escuela: {ids}',
    ja: 'この学校の生徒ではありません: {ids}',
  },
  'already in another active class: {who}; use moveStudents': {
    zh: '已在其他在读班级中：{who}；请使用 moveStudents',
    es: 'ya están en otra clase activa: {who}; use moveStudents',
    ja: '既に別の有効なクラスに所属しています: {who}。moveStudents を使用してください',
  },
  'the school already has a class of this grade with this name': {
    zh: '该学校的同一年级已有同名班级',
    es: 'la escuela ya tiene una clase de este curso con este nombre',
    ja: 'この学校の同じ学年に同じ名前のクラスが既にあります',
  },
  'some students are already in another active class of this school': {
    zh: '部分学生已在本校其他在读班级中',
    es: 'algunos alumnos ya están en otra clase activa de esta escuela',
    ja: '一部の生徒は既にこの学校の別の有効なクラスに所属しています',
  },
  'a class cannot move to another school': {
    zh: '班级不能转到其他学校',
    es: 'una clase no puede pasar a otra escuela',
    ja: 'クラスを別の学校に移すことはできません',
  },
  'must differ from fromClassId': {
    zh: '不能与 fromClassId 相同',
    es: 'debe ser distinto de fromClassId',
    ja: 'fromClassId と異なる必要があります',
  },
  'must be a class of the same school': {
    zh: '必须是同一学校的班级',
    es: 'debe ser una clase de la misma escuela',
    ja: '同じ学校のクラスである必要があります',
  },
  'the class is archived': {
    zh: '该班级已归档',
    es: 'la clase está archivada',
    ja: 'このクラスはアーカイブされています',
  },
  'not in the class: {ids}': {
    zh: '不在该班级中：{ids}',
    es: 'no están en la clase: {ids}',
    ja: 'このクラスに所属していません: {ids}',
  },
  'already in the target class: {ids}': {
    zh: '已在目标班级中：{ids}',
    es: 'ya están en la clase de destino: {ids}',
    ja: '既に移動先のクラスに所属しています: {ids}',
  },
  'must be an IANA time zone': {
    zh: '必须是 IANA 时区',
    es: 'debe ser una zona horaria IANA',
    ja: 'IANA タイムゾーンである必要があります',
  },
  'not a course consultant, DL or correction teacher': {
    zh: '不是课程顾问、DL 或批改老师',
    es: 'no es asesor de cursos, DL ni profesor corrector',
    ja: 'コースコンサルタント、DL、添削教師のいずれでもありません',
  },
  "this user's links are of kind {kind}": {
    zh: '该用户的关联类型为 {kind}',
    es: 'los vínculos de este usuario son del tipo {kind}',
    ja: 'このユーザーの紐付けの種類は {kind} です',
  },
  'the user belongs to no brand': {
    zh: '该用户不属于任何品牌',
    es: 'el usuario no pertenece a ninguna marca',
    ja: 'このユーザーはどのブランドにも所属していません',
  },
  'not students of this brand in your scope: {ids}': {
    zh: '不是您管理范围内该品牌的学生：{ids}',
    es: 'no son alumnos de esta marca dentro de su ámbito: {ids}',
    ja: '管理範囲内のこのブランドの生徒ではありません: {ids}',
  },
  'no school {ids}': {
    zh: '学校不存在：{ids}',
    es: 'no existe la escuela {ids}',
    ja: '学校が存在しません: {ids}',
  },
  'use bindBrandSchools to move a school to another brand': {
    zh: '将学校转到其他品牌请使用 bindBrandSchools',
    es: 'use bindBrandSchools para pasar una escuela a otra marca',
    ja: '学校を別のブランドに移すには bindBrandSchools を使用してください',
  },

  // ---- bulk import and export of people (modules/org/import-export) ----
  'Upload the file as multipart/form-data': {
    zh: '请以 multipart/form-data 方式上传文件',
    es: 'Suba el archivo como multipart/form-data',
    ja: 'ファイルは multipart/form-data でアップロードしてください',
  },
  'The request has no file': {
    zh: '请求中没有文件',
    es: 'La solicitud no contiene ningún archivo',
    ja: 'リクエストにファイルがありません',
  },
  'Send one file per request': {
    zh: '每次请求只能上传一个文件',
    es: 'Envíe un solo archivo por solicitud',
    ja: '1 回のリクエストで送れるファイルは 1 つです',
  },
  'The upload is not valid multipart/form-data': {
    zh: '上传内容不是有效的 multipart/form-data',
    es: 'La subida no es multipart/form-data válido',
    ja: 'アップロードが有効な multipart/form-data ではありません',
  },
  'The file is larger than {mb} MB': {
    zh: '文件超过 {mb} MB',
    es: 'El archivo supera los {mb} MB',
    ja: 'ファイルが {mb} MB を超えています',
  },
  'The file is not a spreadsheet: upload a CSV file or an XLSX workbook': {
    zh: '该文件不是表格：请上传 CSV 文件或 XLSX 工作簿',
    es: 'El archivo no es una hoja de cálculo: suba un archivo CSV o un libro XLSX',
    ja: 'このファイルは表ではありません。CSV ファイルまたは XLSX ブックをアップロードしてください',
  },
  'The old Excel format (.xls) is not supported: save the file as XLSX or CSV': {
    zh: '不支持旧版 Excel 格式（.xls）：请另存为 XLSX 或 CSV',
    es: 'El formato antiguo de Excel (.xls) no se admite: guarde el archivo como XLSX o CSV',
    ja: '旧形式の Excel（.xls）には対応していません。XLSX または CSV で保存してください',
  },
  'The file is not a readable XLSX workbook': {
    zh: '无法读取该 XLSX 工作簿',
    es: 'El archivo no es un libro XLSX legible',
    ja: 'XLSX ブックとして読み取れないファイルです',
  },
  'The workbook is too large once unpacked (over 20 MB): split it into several files': {
    zh: '工作簿解压后过大（超过 20 MB）：请拆分为多个文件',
    es: 'El libro es demasiado grande una vez descomprimido (más de 20 MB): divídalo en varios archivos',
    ja: 'ブックの展開後のサイズが大きすぎます（20 MB 超）。複数のファイルに分けてください',
  },
  'The file is empty: it has no header row': {
    zh: '文件为空：没有表头行',
    es: 'El archivo está vacío: no tiene fila de encabezado',
    ja: 'ファイルが空です（見出し行がありません）',
  },
  'The file has more than {n} rows: split it into several files': {
    zh: '文件超过 {n} 行：请拆分为多个文件',
    es: 'El archivo tiene más de {n} filas: divídalo en varios archivos',
    ja: 'ファイルが {n} 行を超えています。複数のファイルに分けてください',
  },
  'The file has the column {header} twice': {
    zh: '文件中“{header}”列出现了两次',
    es: 'El archivo tiene la columna {header} dos veces',
    ja: 'ファイルに「{header}」列が 2 回あります',
  },
  'The file lacks the required columns: {columns}': {
    zh: '文件缺少必填列：{columns}',
    es: 'Al archivo le faltan las columnas obligatorias: {columns}',
    ja: 'ファイルに必須の列がありません: {columns}',
  },
  'The file has no rows to import': {
    zh: '文件中没有可导入的数据行',
    es: 'El archivo no tiene filas que importar',
    ja: 'ファイルにインポートする行がありません',
  },
  'The file has errors in {n} rows: nothing was imported': {
    zh: '文件中有 {n} 行存在错误：未导入任何数据',
    es: 'El archivo tiene errores en {n} filas: no se importó nada',
    ja: 'ファイルの {n} 行にエラーがあります。何もインポートされていません',
  },
  'The data changed while importing: nothing was imported, check the file again': {
    zh: '导入过程中数据发生了变化：未导入任何数据，请重新检查文件',
    es: 'Los datos cambiaron durante la importación: no se importó nada; revise el archivo de nuevo',
    ja: 'インポート中にデータが変更されました。何もインポートされていません。ファイルをもう一度確認してください',
  },
  // problems of an import row (the preview's errors)
  'must be {min} to {max} characters': {
    zh: '长度必须为 {min}–{max} 个字符',
    es: 'debe tener entre {min} y {max} caracteres',
    ja: '{min}～{max} 文字である必要があります',
  },
  'several schools have this name: write the school ID': {
    zh: '有多所学校同名：请填写学校 ID',
    es: 'varias escuelas tienen este nombre: escriba el ID de la escuela',
    ja: '同じ名前の学校が複数あります。学校 ID を記入してください',
  },
  'the file has this username again in row {rows}': {
    zh: '文件中第 {rows} 行也使用了该用户名',
    es: 'el archivo repite este nombre de usuario en la fila {rows}',
    ja: 'このユーザー名はファイルの {rows} 行目にもあります',
  },
  'several classes of the school are named {name}: fill in the grade': {
    zh: '该学校有多个名为 {name} 的班级：请填写年级',
    es: 'varias clases de la escuela se llaman {name}: indique el curso',
    ja: 'この学校には {name} という名前のクラスが複数あります。学年を記入してください',
  },
  'the class {name} is archived': {
    zh: '班级 {name} 已归档',
    es: 'la clase {name} está archivada',
    ja: 'クラス {name} はアーカイブされています',
  },
  'the school has no class named {names}': {
    zh: '该学校没有名为 {names} 的班级',
    es: 'la escuela no tiene ninguna clase llamada {names}',
    ja: 'この学校に {names} という名前のクラスはありません',
  },
  'must be 0 (teacher) or 1 (student)': {
    zh: '必须为 0（教师）或 1（学生）',
    es: 'debe ser 0 (profesor) o 1 (alumno)',
    ja: '0（教師）または 1（生徒）である必要があります',
  },
  'must be csv or xlsx': {
    zh: '必须为 csv 或 xlsx',
    es: 'debe ser csv o xlsx',
    ja: 'csv または xlsx である必要があります',
  },

  // ---- parameter problems (packages/shared/src/contracts, app.ts) ----
  'is required': { zh: '不能为空', es: 'es obligatorio', ja: '必須です' },
  'is invalid': { zh: '无效', es: 'no es válido', ja: '無効です' },
  'must be a number': { zh: '必须是数字', es: 'debe ser un número', ja: '数値である必要があります' },
  'username is required': {
    zh: '请输入用户名',
    es: 'el nombre de usuario es obligatorio',
    ja: 'ユーザー名を入力してください',
  },
  'webAddress is required': { zh: 'webAddress 不能为空', es: 'webAddress es obligatorio', ja: 'webAddress は必須です' },
  'webAddress must be a host label': {
    zh: 'webAddress 必须是有效的主机名标签',
    es: 'webAddress debe ser una etiqueta de host',
    ja: 'webAddress はホスト名のラベルである必要があります',
  },
  'must be an MD5 hex digest': {
    zh: '必须是 MD5 十六进制摘要',
    es: 'debe ser un resumen MD5 en hexadecimal',
    ja: 'MD5 の 16 進ダイジェストである必要があります',
  },
  'must be an integer': { zh: '必须是整数', es: 'debe ser un número entero', ja: '整数である必要があります' },
  'must be a positive integer id': {
    zh: '必须是正整数 ID',
    es: 'debe ser un id entero positivo',
    ja: '正の整数の ID である必要があります',
  },
  'must not contain the NUL character': {
    zh: '不能包含 NUL 字符',
    es: 'no debe contener el carácter NUL',
    ja: 'NUL 文字を含めることはできません',
  },
  'must be true or false': {
    zh: '必须为 true 或 false',
    es: 'debe ser true o false',
    ja: 'true または false である必要があります',
  },
  'must be a list of ids': {
    zh: '必须是 ID 列表',
    es: 'debe ser una lista de ids',
    ja: 'ID のリストである必要があります',
  },
  'at most {n} ids': { zh: '最多 {n} 个 ID', es: 'como máximo {n} ids', ja: 'ID は {n} 個までです' },
  'must be a role type code': {
    zh: '必须是角色类型代码',
    es: 'debe ser un código de tipo de rol',
    ja: 'ロール種別のコードである必要があります',
  },
  'must be 0 or 1': { zh: '必须为 0 或 1', es: 'debe ser 0 o 1', ja: '0 または 1 である必要があります' },
  'must be 1 to 12': { zh: '必须在 1 到 12 之间', es: 'debe estar entre 1 y 12', ja: '1～12 である必要があります' },
  'must be at least 2 characters': {
    zh: '至少需要 2 个字符',
    es: 'debe tener al menos 2 caracteres',
    ja: '2 文字以上である必要があります',
  },
  'may contain only letters, digits and . _ @ -': {
    zh: '只能包含字母、数字和 . _ @ -',
    es: 'solo puede contener letras, dígitos y . _ @ -',
    ja: '英字、数字、. _ @ - のみ使用できます',
  },
  'may contain only digits, spaces, + and -': {
    zh: '只能包含数字、空格、+ 和 -',
    es: 'solo puede contener dígitos, espacios, + y -',
    ja: '数字、スペース、+、- のみ使用できます',
  },

  // ---- zod 4 issue messages (English locale) ----
  'Invalid input': { zh: '输入无效', es: 'entrada no válida', ja: '入力が無効です' },
  'Invalid input: expected int, received number': {
    zh: '必须是整数',
    es: 'debe ser un número entero',
    ja: '整数である必要があります',
  },
  'Invalid input: expected {expected:type}, received {received:type}': {
    zh: '输入无效：应为{expected}，实际为{received}',
    es: 'entrada no válida: se esperaba {expected} y se recibió {received}',
    ja: '入力が無効です: {expected} が必要ですが、{received} が渡されました',
  },
  'Invalid input: expected {value}': {
    zh: '输入无效：应为 {value}',
    es: 'entrada no válida: se esperaba {value}',
    ja: '入力が無効です: {value} である必要があります',
  },
  'Invalid input: more than one option matched': {
    zh: '输入无效：匹配了多个选项',
    es: 'entrada no válida: coincide con más de una opción',
    ja: '入力が無効です: 複数の選択肢に一致しました',
  },
  'Invalid option: expected one of {options}': {
    zh: '选项无效：应为 {options} 之一',
    es: 'opción no válida: se esperaba una de {options}',
    ja: '無効な選択肢です: {options} のいずれかである必要があります',
  },
  'Invalid discriminator value. Expected {options}': {
    zh: '类型标识无效，应为 {options}',
    es: 'valor discriminante no válido; se esperaba {options}',
    ja: '識別子の値が無効です。{options} である必要があります',
  },
  'Too small: expected string to have >={n} characters': {
    zh: '长度不能少于 {n} 个字符',
    es: 'debe tener al menos {n} caracteres',
    ja: '{n} 文字以上で入力してください',
  },
  'Too small: expected string to have >{n} characters': {
    zh: '长度必须多于 {n} 个字符',
    es: 'debe tener más de {n} caracteres',
    ja: '{n} 文字を超える長さで入力してください',
  },
  'Too small: expected string to have exactly {n} characters': {
    zh: '长度必须为 {n} 个字符',
    es: 'debe tener exactamente {n} caracteres',
    ja: '{n} 文字で入力してください',
  },
  'Too big: expected string to have <={n} characters': {
    zh: '长度不能超过 {n} 个字符',
    es: 'debe tener como máximo {n} caracteres',
    ja: '{n} 文字以内で入力してください',
  },
  'Too big: expected string to have <{n} characters': {
    zh: '长度必须少于 {n} 个字符',
    es: 'debe tener menos de {n} caracteres',
    ja: '{n} 文字未満で入力してください',
  },
  'Too big: expected string to have exactly {n} characters': {
    zh: '长度必须为 {n} 个字符',
    es: 'debe tener exactamente {n} caracteres',
    ja: '{n} 文字で入力してください',
  },
  'Too small: expected array to have >={n} items': {
    zh: '至少需要 {n} 项',
    es: 'debe tener al menos {n} elementos',
    ja: '{n} 件以上指定してください',
  },
  'Too small: expected array to have >{n} items': {
    zh: '必须多于 {n} 项',
    es: 'debe tener más de {n} elementos',
    ja: '{n} 件を超えて指定してください',
  },
  'Too small: expected array to have exactly {n} items': {
    zh: '必须为 {n} 项',
    es: 'debe tener exactamente {n} elementos',
    ja: '{n} 件指定してください',
  },
  'Too big: expected array to have <={n} items': {
    zh: '最多 {n} 项',
    es: 'debe tener como máximo {n} elementos',
    ja: '{n} 件以内で指定してください',
  },
  'Too big: expected array to have <{n} items': {
    zh: '必须少于 {n} 项',
    es: 'debe tener menos de {n} elementos',
    ja: '{n} 件未満で指定してください',
  },
  'Too big: expected array to have exactly {n} items': {
    zh: '必须为 {n} 项',
    es: 'debe tener exactamente {n} elementos',
    ja: '{n} 件指定してください',
  },
  'Too small: expected number to be >={n}': {
    zh: '不能小于 {n}',
    es: 'debe ser mayor o igual que {n}',
    ja: '{n} 以上の値を指定してください',
  },
  'Too small: expected number to be >{n}': {
    zh: '必须大于 {n}',
    es: 'debe ser mayor que {n}',
    ja: '{n} より大きい値を指定してください',
  },
  'Too big: expected number to be <={n}': {
    zh: '不能大于 {n}',
    es: 'debe ser menor o igual que {n}',
    ja: '{n} 以下の値を指定してください',
  },
  'Too big: expected number to be <{n}': {
    zh: '必须小于 {n}',
    es: 'debe ser menor que {n}',
    ja: '{n} 未満の値を指定してください',
  },
  'Invalid string: must start with {prefix}': {
    zh: '必须以 {prefix} 开头',
    es: 'debe empezar por {prefix}',
    ja: '{prefix} で始まる必要があります',
  },
  'Invalid string: must end with {suffix}': {
    zh: '必须以 {suffix} 结尾',
    es: 'debe terminar en {suffix}',
    ja: '{suffix} で終わる必要があります',
  },
  'Invalid string: must include {text}': {
    zh: '必须包含 {text}',
    es: 'debe incluir {text}',
    ja: '{text} を含む必要があります',
  },
  'Invalid string: must match pattern {pattern}': {
    zh: '格式不正确（应匹配 {pattern}）',
    es: 'formato no válido (debe coincidir con {pattern})',
    ja: '形式が正しくありません ({pattern} に一致する必要があります)',
  },
  'Invalid email address': {
    zh: '邮箱地址格式不正确',
    es: 'dirección de correo electrónico no válida',
    ja: 'メールアドレスの形式が正しくありません',
  },
  'Invalid URL': { zh: 'URL 格式不正确', es: 'URL no válida', ja: 'URL の形式が正しくありません' },
  'Invalid UUID': { zh: 'UUID 格式不正确', es: 'UUID no válido', ja: 'UUID の形式が正しくありません' },
  'Invalid ISO datetime': {
    zh: '日期时间格式不正确（应为 ISO 格式）',
    es: 'fecha y hora ISO no válida',
    ja: 'ISO 形式の日時ではありません',
  },
  'Invalid ISO date': {
    zh: '日期格式不正确（应为 ISO 格式）',
    es: 'fecha ISO no válida',
    ja: 'ISO 形式の日付ではありません',
  },
  'Invalid ISO time': {
    zh: '时间格式不正确（应为 ISO 格式）',
    es: 'hora ISO no válida',
    ja: 'ISO 形式の時刻ではありません',
  },
  'Invalid number: must be a multiple of {n}': {
    zh: '必须是 {n} 的倍数',
    es: 'debe ser múltiplo de {n}',
    ja: '{n} の倍数である必要があります',
  },
  'Unrecognized key: {keys}': {
    zh: '无法识别的参数：{keys}',
    es: 'parámetro no reconocido: {keys}',
    ja: '不明なパラメーターです: {keys}',
  },
  'Unrecognized keys: {keys}': {
    zh: '无法识别的参数：{keys}',
    es: 'parámetros no reconocidos: {keys}',
    ja: '不明なパラメーターです: {keys}',
  },
  'Invalid key in {origin:type}': {
    zh: '{origin}中的键无效',
    es: 'clave no válida en {origin}',
    ja: '{origin} のキーが無効です',
  },
  'Invalid value in {origin:type}': {
    zh: '{origin}中的值无效',
    es: 'valor no válido en {origin}',
    ja: '{origin} の値が無効です',
  },
  // ---- content (issue 4): catalogue-content.ts ----
  ...CONTENT_MESSAGES,
  // ---- teaching and learning (issue 10): catalogue-learning.ts ----
  ...LEARNING_MESSAGES,
  // ---- homework correction (issue 11): catalogue-correction.ts ----
  ...CORRECTION_MESSAGES,
  ...REVIEW_MESSAGES,
  ...APP_HOME_MESSAGES,
  ...AI_MESSAGES,
  ...AI_GENERATION_MESSAGES,
  ...ASSISTANT_MESSAGES,
  ...REPORT_MESSAGES,
  ...SUPERVISION_MESSAGES,
  ...MENU_MESSAGES,
  ...ROLE_PREVIEW_MESSAGES,
  ...ANALYTICS_MESSAGES,
  // ---- brands and themes (issue 13): catalogue-branding.ts ----
  ...BRANDING_MESSAGES,

  ...DEVICE_MESSAGES,

  ...PAD_MESSAGES,
};
