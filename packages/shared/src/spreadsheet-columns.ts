/**
 * Columns of the people import/export spreadsheets (issue 3 item 3), shared by the server (templates,
 * header matching, exports) and the console (preview table). Headers are written in the caller's
 * language; reading accepts the canonical key (`username`) or the label in any of the four languages
 * (and a few common aliases), case-, space- and width-insensitively, with a trailing `*` or a
 * parenthesised hint ignored: `用户名*`, `Username (login)`, `USERNAME` all name the username column.
 */
import type { Language } from './constants';

/** Columns an import file may have, per role. */
export const IMPORT_COLUMNS = {
  teacher: ['username', 'name', 'phone', 'password', 'school', 'classes'],
  student: ['username', 'name', 'phone', 'password', 'school', 'grade', 'class'],
} as const;
export type ImportRoleName = keyof typeof IMPORT_COLUMNS;
export type ImportColumn = (typeof IMPORT_COLUMNS)[ImportRoleName][number];

/** Columns every import file must have. */
export const IMPORT_REQUIRED_COLUMNS = ['username', 'name'] as const satisfies readonly ImportColumn[];

/** Columns of an export, in order. An export can be imported again: the extra columns are ignored. */
export const EXPORT_COLUMNS = [
  'id',
  'username',
  'name',
  'role',
  'brand',
  'school',
  'grade',
  'class',
  'phone',
  'status',
  'lastLoginAt',
  'createdAt',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

export type SheetColumn = ImportColumn | ExportColumn;
type Labels = Readonly<Record<Language, string>>;

export const COLUMN_LABELS: Readonly<Record<SheetColumn, Labels>> = {
  id: { zh: 'ID', en: 'ID', es: 'ID', ja: 'ID' },
  username: { zh: '用户名', en: 'Username', es: 'Usuario', ja: 'ユーザー名' },
  name: { zh: '姓名', en: 'Name', es: 'Nombre', ja: '氏名' },
  phone: { zh: '手机号', en: 'Phone', es: 'Teléfono', ja: '電話番号' },
  password: { zh: '初始密码', en: 'Password', es: 'Contraseña', ja: '初期パスワード' },
  school: { zh: '学校', en: 'School', es: 'Escuela', ja: '学校' },
  grade: { zh: '年级', en: 'Grade', es: 'Curso', ja: '学年' },
  class: { zh: '班级', en: 'Class', es: 'Clase', ja: 'クラス' },
  classes: { zh: '任教班级', en: 'Classes taught', es: 'Clases que imparte', ja: '担当クラス' },
  role: { zh: '角色', en: 'Role', es: 'Rol', ja: 'ロール' },
  brand: { zh: '品牌', en: 'Brand', es: 'Marca', ja: 'ブランド' },
  status: { zh: '状态', en: 'Status', es: 'Estado', ja: '状態' },
  lastLoginAt: { zh: '最近登录', en: 'Last login', es: 'Último acceso', ja: '最終ログイン' },
  createdAt: { zh: '创建时间', en: 'Created', es: 'Creado', ja: '作成日時' },
};

/** Other headers people write for the same column. */
const COLUMN_ALIASES: Readonly<Partial<Record<SheetColumn, readonly string[]>>> = {
  username: ['账号', '帐号', '登录名', '用户账号', 'login', 'account', 'user', 'nombre de usuario', 'ログインID'],
  name: ['名字', '真实姓名', 'full name', 'nombre completo', '名前'],
  phone: ['电话', '手机', '手机号码', '联系电话', 'mobile', 'telephone', 'tel', 'móvil', '携帯電話'],
  password: ['密码', 'pwd', 'initial password', 'contraseña inicial', 'パスワード'],
  school: ['学校名称', 'school name', 'colegio', '学校名'],
  grade: ['grado', 'nivel'],
  class: ['班级名称', 'class name', 'clase', 'grupo', 'クラス名'],
  classes: ['任课班级', '授课班级', 'classes', 'clases', '担任クラス'],
  lastLoginAt: ['last login at'],
  createdAt: ['created at', 'creado el'],
};

/** Header text in a comparable form: NFKC, lower case, no spaces, `*` or trailing `(hint)`. */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\(.*\)\s*$/u, '')
    .replace(/[\s*_]+/gu, '');
}

const headerIndex = new Map<string, SheetColumn>();
for (const [column, labels] of Object.entries(COLUMN_LABELS) as [SheetColumn, Labels][]) {
  for (const text of [column, ...Object.values(labels), ...(COLUMN_ALIASES[column] ?? [])]) {
    const key = normaliseHeader(text);
    // First come first served: `id` stays the id, and the role-specific `class`/`classes` keep their own words.
    if (!headerIndex.has(key)) headerIndex.set(key, column);
  }
}

/** The column a header names, or undefined. */
export function columnOfHeader(header: string): SheetColumn | undefined {
  return headerIndex.get(normaliseHeader(header));
}

export function columnLabel(column: SheetColumn, language: Language): string {
  return COLUMN_LABELS[column][language];
}

/** What each import column holds (the template's instructions sheet and the import dialog). */
export const IMPORT_COLUMN_HELP: Readonly<Record<ImportColumn, Labels>> = {
  username: {
    zh: '必填。登录名：2–64 个字母、数字或 . _ @ -，全系统唯一（不区分大小写）。',
    en: 'Required. Login name: 2–64 letters, digits or . _ @ -, unique across the platform (case-insensitive).',
    es: 'Obligatorio. Nombre de acceso: 2–64 letras, dígitos o . _ @ -, único en toda la plataforma (sin distinguir mayúsculas).',
    ja: '必須。ログイン名：英字・数字・. _ @ - で 2～64 文字。プラットフォーム全体で一意（大文字小文字を区別しません）。',
  },
  name: {
    zh: '必填。姓名，最多 100 个字符。',
    en: 'Required. Full name, at most 100 characters.',
    es: 'Obligatorio. Nombre completo, como máximo 100 caracteres.',
    ja: '必須。氏名（100 文字以内）。',
  },
  phone: {
    zh: '选填。数字、空格、+ 和 -，最多 32 个字符。',
    en: 'Optional. Digits, spaces, + and -, at most 32 characters.',
    es: 'Opcional. Dígitos, espacios, + y -, como máximo 32 caracteres.',
    ja: '任意。数字・スペース・+・-（32 文字以内）。',
  },
  password: {
    zh: '选填。初始密码，6–64 个字符。留空则由系统为该用户生成 8 位临时密码，导入完成后仅显示一次，可下载。',
    en: 'Optional. Initial password, 6–64 characters. Left empty, the system generates an 8-character temporary password for the user, shown once after the import (downloadable).',
    es: 'Opcional. Contraseña inicial, 6–64 caracteres. Si se deja vacía, el sistema genera una contraseña temporal de 8 caracteres que se muestra una sola vez tras la importación (descargable).',
    ja: '任意。初期パスワード（6～64 文字）。空欄の場合は 8 文字の一時パスワードを自動生成し、インポート後に一度だけ表示します（ダウンロード可）。',
  },
  school: {
    zh: '学校名称或学校 ID。学校管理员可留空（即本校）；留空时也可在导入对话框中选择默认学校。',
    en: 'School name or school ID. A school admin may leave it empty (its own school); otherwise empty cells take the default school chosen in the import dialog.',
    es: 'Nombre o ID de la escuela. Un administrador de escuela puede dejarlo vacío (su escuela); si no, las celdas vacías toman la escuela elegida en el diálogo de importación.',
    ja: '学校名または学校 ID。学校管理者は空欄で可（自校）。それ以外は空欄の場合、インポート画面で選んだ既定の学校になります。',
  },
  grade: {
    zh: '选填。年级 1–12（如 8 或“八年级”），用于区分同名班级。',
    en: 'Optional. Grade 1–12 (e.g. 8 or "Grade 8"); tells apart classes of the same name.',
    es: 'Opcional. Curso 1–12 (p. ej. 8); distingue clases con el mismo nombre.',
    ja: '任意。学年 1～12（例: 8）。同名のクラスを区別します。',
  },
  class: {
    zh: '选填。该学校已有的在读班级名称，学生将加入该班级。',
    en: 'Optional. Name of an active class of the school; the student joins it.',
    es: 'Opcional. Nombre de una clase activa de la escuela; el alumno se incorpora a ella.',
    ja: '任意。その学校の有効なクラス名。生徒はそのクラスに所属します。',
  },
  classes: {
    zh: '选填。该教师任教的班级名称，多个用分号（;）分隔，须为该学校已有的班级。',
    en: 'Optional. Names of the classes the teacher teaches, separated by semicolons (;); they must exist in the school.',
    es: 'Opcional. Nombres de las clases que imparte, separados por punto y coma (;); deben existir en la escuela.',
    ja: '任意。担当するクラス名。複数はセミコロン（;）で区切ります。学校に存在するクラスである必要があります。',
  },
};

/** Role names and statuses as exports write them. */
export const EXPORT_VALUE_LABELS = {
  role: {
    0: { zh: '教师', en: 'Teacher', es: 'Profesor', ja: '教師' },
    1: { zh: '学生', en: 'Student', es: 'Alumno', ja: '生徒' },
    2: { zh: '平台管理员', en: 'Platform admin', es: 'Administrador de plataforma', ja: 'プラットフォーム管理者' },
    3: { zh: '学校管理员', en: 'School admin', es: 'Administrador de escuela', ja: '学校管理者' },
    4: { zh: '课程顾问', en: 'Course consultant', es: 'Asesor de cursos', ja: 'コースコンサルタント' },
    5: { zh: 'DL 用户', en: 'DL', es: 'DL', ja: 'DL' },
    7: { zh: '品牌管理员', en: 'Brand admin', es: 'Administrador de marca', ja: 'ブランド管理者' },
    8: { zh: '批改老师', en: 'Correction teacher', es: 'Profesor corrector', ja: '添削教師' },
  } as Readonly<Record<number, Labels>>,
  status: {
    0: { zh: '停用', en: 'Disabled', es: 'Deshabilitado', ja: '無効' },
    1: { zh: '正常', en: 'Active', es: 'Activo', ja: '有効' },
  } as Readonly<Record<number, Labels>>,
};

/** Sheet and file names of templates and exports. */
export const SHEET_NAMES = {
  teacher: { zh: '教师', en: 'Teachers', es: 'Profesores', ja: '教師' },
  student: { zh: '学生', en: 'Students', es: 'Alumnos', ja: '生徒' },
  users: { zh: '用户', en: 'Users', es: 'Usuarios', ja: 'ユーザー' },
  help: { zh: '填写说明', en: 'Instructions', es: 'Instrucciones', ja: '記入方法' },
  example: { zh: '示例', en: 'Example', es: 'Ejemplo', ja: '例' },
  column: { zh: '列', en: 'Column', es: 'Columna', ja: '列' },
  meaning: { zh: '说明', en: 'What to write', es: 'Qué escribir', ja: '内容' },
  notes: {
    zh: '第一个工作表是要导入的数据：第 1 行为表头，每行一人。以 # 开头的行会被忽略。',
    en: 'The first sheet holds the data to import: row 1 is the header, one person per row. Rows starting with # are ignored.',
    es: 'La primera hoja contiene los datos: la fila 1 es el encabezado, una persona por fila. Las filas que empiezan por # se ignoran.',
    ja: '最初のシートがインポートするデータです。1 行目が見出し、1 行に 1 人。# で始まる行は無視されます。',
  },
} as const satisfies Record<string, Labels>;
