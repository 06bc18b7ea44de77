/**
 * Messages of the AI pads (issue 13 items 5 and 7: apps/server/src/modules/pads and contracts/pads.ts),
 * spread into SERVER_MESSAGES (catalogue.ts). Same rules: the English text is the id; `field: problem`
 * messages are translated part by part, so problems appear here without their field.
 */
import type { MessageTranslations } from './catalogue';

export const PAD_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  // ---- contract problems
  'must be a package name like com.example.app': {
    zh: '必须是形如 com.example.app 的包名',
    es: 'debe ser un nombre de paquete como com.example.app',
    ja: 'com.example.app のようなパッケージ名でなければなりません',
  },
  'must be a version like 1.2.3': {
    zh: '必须是形如 1.2.3 的版本号',
    es: 'debe ser una versión como 1.2.3',
    ja: '1.2.3 のようなバージョンでなければなりません',
  },
  'must be a version like 8.0': {
    zh: '必须是形如 8.0 的版本号',
    es: 'debe ser una versión como 8.0',
    ja: '8.0 のようなバージョンでなければなりません',
  },
  'must be a picture uploaded with uploadImage': {
    zh: '必须是通过 uploadImage 上传的图片',
    es: 'debe ser una imagen subida con uploadImage',
    ja: 'uploadImage でアップロードした画像でなければなりません',
  },
  'must be 1 to {max}': {
    zh: '必须在 1 到 {max} 之间',
    es: 'debe estar entre 1 y {max}',
    ja: '1〜{max} でなければなりません',
  },
  'choose at least one': { zh: '请至少选择一项', es: 'elige al menos uno', ja: '少なくとも 1 つ選んでください' },
  // ---- applications and their files
  'upload the package file first (uploadApplicationFile)': {
    zh: '请先上传安装包（uploadApplicationFile）',
    es: 'sube primero el archivo del paquete (uploadApplicationFile)',
    ja: '先にパッケージファイルをアップロードしてください（uploadApplicationFile）',
  },
  'This package file belongs to another application: upload it again': {
    zh: '该安装包属于另一个应用，请重新上传',
    es: 'Este archivo de paquete pertenece a otra aplicación: vuelve a subirlo',
    ja: 'このパッケージファイルは別のアプリのものです。もう一度アップロードしてください',
  },
  'Another application already has this package name': {
    zh: '已有其他应用使用此包名',
    es: 'Otra aplicación ya tiene este nombre de paquete',
    ja: 'このパッケージ名はすでに別のアプリで使われています',
  },
  'Application not found': { zh: '未找到该应用', es: 'Aplicación no encontrada', ja: 'アプリが見つかりません' },
  'Application file not found': {
    zh: '未找到该应用的安装包',
    es: 'Archivo de la aplicación no encontrado',
    ja: 'アプリのパッケージファイルが見つかりません',
  },
  'show the application on the brand’s pads first': {
    zh: '请先在本品牌的平板上显示该应用',
    es: 'muestra primero la aplicación en las tabletas de la marca',
    ja: '先にこのアプリをブランドのタブレットに表示してください',
  },
  'This type of file is not accepted: upload an Android package (APK)': {
    zh: '不接受此类文件，请上传 Android 安装包（APK）',
    es: 'Este tipo de archivo no se acepta: sube un paquete de Android (APK)',
    ja: 'この種類のファイルは受け付けません。Android パッケージ（APK）をアップロードしてください',
  },
  // ---- packages
  'Package not found': { zh: '未找到该学习包', es: 'Paquete no encontrado', ja: '学習パックが見つかりません' },
  'no such course {ids}': { zh: '课程不存在：{ids}', es: 'no existe el curso {ids}', ja: 'コースがありません: {ids}' },
  'no such application {ids}': {
    zh: '应用不存在：{ids}',
    es: 'no existe la aplicación {ids}',
    ja: 'アプリがありません: {ids}',
  },
  'This package has {n} grants in effect or to come: revoke them first': {
    zh: '该学习包有 {n} 个生效中或待生效的授权，请先撤销',
    es: 'Este paquete tiene {n} concesiones vigentes o futuras: revócalas primero',
    ja: 'この学習パックには有効または開始前の付与が {n} 件あります。先に取り消してください',
  },
  // ---- grants
  'must be after the start': {
    zh: '必须晚于开始时间',
    es: 'debe ser posterior al inicio',
    ja: '開始より後でなければなりません',
  },
  'a grant lasts at most {n} days': {
    zh: '一次授权最长 {n} 天',
    es: 'una concesión dura como máximo {n} días',
    ja: '1 回の付与は最長 {n} 日です',
  },
  'must be after the current end': {
    zh: '必须晚于当前到期时间',
    es: 'debe ser posterior al fin actual',
    ja: '現在の終了より後でなければなりません',
  },
  'A revoked grant cannot be extended: grant the package again': {
    zh: '已撤销的授权无法续期，请重新授权',
    es: 'Una concesión revocada no se puede renovar: concede el paquete de nuevo',
    ja: '取り消した付与は延長できません。改めて付与してください',
  },
  'Grant not found': { zh: '未找到该授权', es: 'Concesión no encontrada', ja: '付与が見つかりません' },
  'A school admin grants packages to its students only': {
    zh: '学校管理员只能给本校学生授权',
    es: 'Un administrador de escuela solo concede paquetes a sus alumnos',
    ja: '学校管理者が付与できるのは自校の生徒だけです',
  },
  'A school admin changes its students’ grants only': {
    zh: '学校管理员只能修改本校学生的授权',
    es: 'Un administrador de escuela solo cambia las concesiones de sus alumnos',
    ja: '学校管理者が変更できるのは自校の生徒への付与だけです',
  },
  'School not found: {ids}': {
    zh: '未找到学校：{ids}',
    es: 'Escuela no encontrada: {ids}',
    ja: '学校が見つかりません: {ids}',
  },
  'Student not found: {ids}': {
    zh: '未找到学生：{ids}',
    es: 'Alumno no encontrado: {ids}',
    ja: '生徒が見つかりません: {ids}',
  },
  'a school without a brand cannot be granted packages': {
    zh: '未归属品牌的学校不能被授权学习包',
    es: 'no se pueden conceder paquetes a una escuela sin marca',
    ja: 'ブランドに属さない学校には学習パックを付与できません',
  },
  'a student without a school cannot be granted packages': {
    zh: '未归属学校的学生不能被授权学习包',
    es: 'no se pueden conceder paquetes a un alumno sin escuela',
    ja: '学校に属さない生徒には学習パックを付与できません',
  },
  '{who} already has this package until {date}: extend that grant instead': {
    zh: '{who} 已拥有该学习包至 {date}，请改为续期该授权',
    es: '{who} ya tiene este paquete hasta el {date}: renueva esa concesión',
    ja: '{who} はこの学習パックを {date} まで持っています。その付与を延長してください',
  },
  'Another grant of this package covers part of the new period: revoke it or extend that one': {
    zh: '该学习包的另一授权覆盖了新期限的一部分，请撤销它或改为续期那一个',
    es: 'Otra concesión de este paquete cubre parte del nuevo periodo: revócala o renueva esa',
    ja: 'この学習パックの別の付与が新しい期間の一部と重なっています。それを取り消すか、そちらを延長してください',
  },
  'This grant is already revoked': {
    zh: '该授权已被撤销',
    es: 'Esta concesión ya está revocada',
    ja: 'この付与はすでに取り消されています',
  },
};
