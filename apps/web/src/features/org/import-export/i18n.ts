import { type NamespaceResources, registerNamespace } from '../../../app/i18n';

/** 'orgImport' namespace: bulk import and export of teachers and students. */
export const IMPORT_NS = 'orgImport';

const zh = {
  button: { import: '批量导入', export: '导出', exportCsv: '导出 CSV', exportXlsx: '导出 Excel（XLSX）' },
  exportFailed: '导出失败',
  exported: '已导出：{{name}}',
  title: { teacher: '批量导入教师', student: '批量导入学生' },
  steps: { choose: '选择文件', preview: '预览检查', import: '导入', done: '完成' },
  choose: {
    intro: '先下载模板，每行填写一人，再上传文件。上传后会逐行检查，确认无误后才会写入。',
    template: '下载模板',
    templateCsv: 'CSV 模板',
    templateXlsx: 'Excel 模板',
    school: '默认学校',
    schoolHelp: '“学校”一列留空的行导入到该学校。',
    ownSchool: '所有人员将导入到您所在的学校。',
    drop: '点击或拖拽文件到此处上传',
    hint: '支持 CSV 和 XLSX，最大 {{mb}} MB、{{rows}} 行；按文件内容识别格式。',
    password: '密码：“初始密码”一列可填写 6–64 个字符；留空则系统生成 8 位临时密码，导入完成后仅显示一次。',
    uploading: '正在上传并检查…',
  },
  preview: {
    summary: '共 {{total}} 行：{{valid}} 行可导入，{{invalid}} 行有错误',
    allValid: '全部 {{total}} 行检查通过，可以导入。',
    hasErrors: '有 {{count}} 行存在错误。请修改文件后重新上传；在此之前不会写入任何数据。',
    ignored: '以下列不会被导入：{{columns}}',
    onlyErrors: '只看有错误的行',
    row: '行号',
    errors: '问题',
    ok: '可导入',
    passwordGiven: '文件中已填写',
    passwordGenerated: '自动生成',
    another: '重新选择文件',
    submit: '导入 {{count}} 人',
    none: '无',
  },
  progress: {
    upload: '正在上传文件 {{percent}}%',
    validated: '已重新检查全部 {{total}} 行',
    passwords: '正在加密密码 {{done}} / {{total}}',
    writing: '正在写入 {{done}} / {{total}}',
    wait: '导入进行中，请勿关闭此窗口。',
  },
  result: {
    title: '已导入 {{count}} 人',
    subtitle: '新成员已出现在列表中，可以使用各自的用户名和密码登录。',
    generated: '{{count}} 人使用自动生成的临时密码。请立即下载密码清单，关闭后将无法再次查看。',
    download: '下载密码清单（CSV）',
    fileName: '初始密码',
    done: '完成',
    password: '临时密码',
    fromFile: '（文件中的密码）',
  },
  close: '关闭',
  cancel: '取消',
};

type Resources = typeof zh;

const en: Resources = {
  button: { import: 'Import', export: 'Export', exportCsv: 'Export CSV', exportXlsx: 'Export Excel (XLSX)' },
  exportFailed: 'The export failed',
  exported: 'Exported: {{name}}',
  title: { teacher: 'Import teachers', student: 'Import students' },
  steps: { choose: 'Choose a file', preview: 'Check', import: 'Import', done: 'Done' },
  choose: {
    intro:
      'Download the template, fill in one person per row and upload the file. Every row is checked first; nothing is written until you confirm.',
    template: 'Template',
    templateCsv: 'CSV template',
    templateXlsx: 'Excel template',
    school: 'Default school',
    schoolHelp: 'Rows whose School cell is empty go to this school.',
    ownSchool: 'Everyone is imported into your school.',
    drop: 'Click or drag a file here to upload',
    hint: 'CSV or XLSX, at most {{mb}} MB and {{rows}} rows; the format is read from the content.',
    password:
      'Passwords: the Password column may hold 6–64 characters; left empty, the system generates an 8-character temporary password, shown once after the import.',
    uploading: 'Uploading and checking…',
  },
  preview: {
    summary: '{{total}} rows: {{valid}} ready, {{invalid}} with errors',
    allValid: 'All {{total}} rows passed the check and can be imported.',
    hasErrors: '{{count}} rows have errors. Fix the file and upload it again; nothing is written until then.',
    ignored: 'These columns are not imported: {{columns}}',
    onlyErrors: 'Only rows with errors',
    row: 'Row',
    errors: 'Problems',
    ok: 'Ready',
    passwordGiven: 'From the file',
    passwordGenerated: 'Generated',
    another: 'Choose another file',
    submit: 'Import {{count}} people',
    none: 'None',
  },
  progress: {
    upload: 'Uploading the file {{percent}}%',
    validated: 'All {{total}} rows checked again',
    passwords: 'Securing passwords {{done}} / {{total}}',
    writing: 'Saving {{done}} / {{total}}',
    wait: 'The import is running; keep this window open.',
  },
  result: {
    title: '{{count}} people imported',
    subtitle: 'They are in the list now and can log in with their usernames and passwords.',
    generated:
      '{{count}} people got a temporary password. Download the list now: it cannot be shown again once this window is closed.',
    download: 'Download the passwords (CSV)',
    fileName: 'initial-passwords',
    done: 'Done',
    password: 'Temporary password',
    fromFile: '(from the file)',
  },
  close: 'Close',
  cancel: 'Cancel',
};

const es: Resources = {
  button: { import: 'Importar', export: 'Exportar', exportCsv: 'Exportar CSV', exportXlsx: 'Exportar Excel (XLSX)' },
  exportFailed: 'La exportación falló',
  exported: 'Exportado: {{name}}',
  title: { teacher: 'Importar profesores', student: 'Importar alumnos' },
  steps: { choose: 'Elegir archivo', preview: 'Revisión', import: 'Importar', done: 'Listo' },
  choose: {
    intro:
      'Descargue la plantilla, escriba una persona por fila y suba el archivo. Cada fila se revisa antes; no se guarda nada hasta que confirme.',
    template: 'Plantilla',
    templateCsv: 'Plantilla CSV',
    templateXlsx: 'Plantilla Excel',
    school: 'Escuela predeterminada',
    schoolHelp: 'Las filas con la celda Escuela vacía van a esta escuela.',
    ownSchool: 'Todos se importan en su escuela.',
    drop: 'Haga clic o arrastre un archivo aquí',
    hint: 'CSV o XLSX, como máximo {{mb}} MB y {{rows}} filas; el formato se reconoce por el contenido.',
    password:
      'Contraseñas: la columna Contraseña admite 6–64 caracteres; si se deja vacía, el sistema genera una contraseña temporal de 8 caracteres que se muestra una sola vez tras la importación.',
    uploading: 'Subiendo y revisando…',
  },
  preview: {
    summary: '{{total}} filas: {{valid}} listas, {{invalid}} con errores',
    allValid: 'Las {{total}} filas superaron la revisión y se pueden importar.',
    hasErrors:
      '{{count}} filas tienen errores. Corrija el archivo y súbalo de nuevo; hasta entonces no se guarda nada.',
    ignored: 'Estas columnas no se importan: {{columns}}',
    onlyErrors: 'Solo filas con errores',
    row: 'Fila',
    errors: 'Problemas',
    ok: 'Lista',
    passwordGiven: 'Del archivo',
    passwordGenerated: 'Generada',
    another: 'Elegir otro archivo',
    submit: 'Importar {{count}} personas',
    none: 'Ninguna',
  },
  progress: {
    upload: 'Subiendo el archivo {{percent}} %',
    validated: 'Las {{total}} filas se revisaron de nuevo',
    passwords: 'Protegiendo contraseñas {{done}} / {{total}}',
    writing: 'Guardando {{done}} / {{total}}',
    wait: 'La importación está en curso; no cierre esta ventana.',
  },
  result: {
    title: '{{count}} personas importadas',
    subtitle: 'Ya aparecen en la lista y pueden acceder con su usuario y contraseña.',
    generated:
      '{{count}} personas recibieron una contraseña temporal. Descargue la lista ahora: no se podrá volver a ver al cerrar esta ventana.',
    download: 'Descargar las contraseñas (CSV)',
    fileName: 'contrasenas-iniciales',
    done: 'Listo',
    password: 'Contraseña temporal',
    fromFile: '(del archivo)',
  },
  close: 'Cerrar',
  cancel: 'Cancelar',
};

const ja: Resources = {
  button: {
    import: '一括インポート',
    export: 'エクスポート',
    exportCsv: 'CSV でエクスポート',
    exportXlsx: 'Excel（XLSX）でエクスポート',
  },
  exportFailed: 'エクスポートに失敗しました',
  exported: 'エクスポートしました: {{name}}',
  title: { teacher: '教師の一括インポート', student: '生徒の一括インポート' },
  steps: { choose: 'ファイル選択', preview: '確認', import: 'インポート', done: '完了' },
  choose: {
    intro:
      'テンプレートをダウンロードし、1 行に 1 人ずつ記入してアップロードしてください。すべての行を先に確認し、確定するまで何も書き込みません。',
    template: 'テンプレート',
    templateCsv: 'CSV テンプレート',
    templateXlsx: 'Excel テンプレート',
    school: '既定の学校',
    schoolHelp: '「学校」欄が空の行はこの学校にインポートされます。',
    ownSchool: '全員がご自身の学校にインポートされます。',
    drop: 'クリックまたはドラッグしてファイルをアップロード',
    hint: 'CSV または XLSX、最大 {{mb}} MB・{{rows}} 行。形式は内容から判定します。',
    password:
      'パスワード：「初期パスワード」列には 6～64 文字を記入できます。空欄の場合は 8 文字の一時パスワードを自動生成し、インポート後に一度だけ表示します。',
    uploading: 'アップロードして確認しています…',
  },
  preview: {
    summary: '{{total}} 行：インポート可能 {{valid}} 行、エラー {{invalid}} 行',
    allValid: '{{total}} 行すべてが確認を通過しました。インポートできます。',
    hasErrors:
      '{{count}} 行にエラーがあります。ファイルを修正して再度アップロードしてください。それまで何も書き込まれません。',
    ignored: '次の列はインポートされません: {{columns}}',
    onlyErrors: 'エラーのある行のみ',
    row: '行',
    errors: '問題',
    ok: 'OK',
    passwordGiven: 'ファイルに記入',
    passwordGenerated: '自動生成',
    another: '別のファイルを選ぶ',
    submit: '{{count}} 人をインポート',
    none: 'なし',
  },
  progress: {
    upload: 'ファイルをアップロード中 {{percent}}%',
    validated: '{{total}} 行すべてを再確認しました',
    passwords: 'パスワードを暗号化中 {{done}} / {{total}}',
    writing: '保存中 {{done}} / {{total}}',
    wait: 'インポート中です。このウィンドウを閉じないでください。',
  },
  result: {
    title: '{{count}} 人をインポートしました',
    subtitle: '一覧に表示され、それぞれのユーザー名とパスワードでログインできます。',
    generated:
      '{{count}} 人に一時パスワードを発行しました。今すぐ一覧をダウンロードしてください。このウィンドウを閉じると再表示できません。',
    download: 'パスワード一覧をダウンロード（CSV）',
    fileName: '初期パスワード',
    done: '完了',
    password: '一時パスワード',
    fromFile: '（ファイルのパスワード）',
  },
  close: '閉じる',
  cancel: 'キャンセル',
};

export const importResources = { zh, en, es, ja } satisfies NamespaceResources;

registerNamespace(IMPORT_NS, importResources);
