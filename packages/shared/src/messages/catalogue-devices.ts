/**
 * Messages of the devices module (issue 13 item 6: apps/server/src/modules/devices), spread into
 * SERVER_MESSAGES (catalogue.ts). Same rules: the English text is the id; `field: problem` messages are
 * translated part by part, so problems appear here without their field.
 */
import type { MessageTranslations } from './catalogue';

export const DEVICE_MESSAGES: Readonly<Record<string, MessageTranslations>> = {
  'Device not found': { zh: '设备不存在', es: 'Dispositivo no encontrado', ja: 'デバイスが見つかりません' },
  "the student is not in the device's school": {
    zh: '该学生不在设备所属学校',
    es: 'el alumno no es de la escuela del dispositivo',
    ja: 'この生徒はデバイスの学校に所属していません',
  },
  'the school is disabled': { zh: '该学校已停用', es: 'la escuela está desactivada', ja: 'この学校は無効です' },
  'the device is already in this school': {
    zh: '设备已在该学校',
    es: 'el dispositivo ya está en esta escuela',
    ja: 'デバイスはすでにこの学校にあります',
  },
  'is repeated in the file': {
    zh: '在文件中重复',
    es: 'está repetido en el archivo',
    ja: 'ファイル内で重複しています',
  },
  'is already registered': { zh: '已登记', es: 'ya está registrado', ja: 'すでに登録されています' },
  'must be pen or pad': {
    zh: '必须是 pen（点读笔）或 pad（平板）',
    es: 'debe ser pen (lápiz) o pad (tableta)',
    ja: 'pen（ペン）または pad（パッド）でなければなりません',
  },
  'must be 1 (active) or 0 (disabled)': {
    zh: '必须是 1（启用）或 0（停用）',
    es: 'debe ser 1 (activo) o 0 (desactivado)',
    ja: '1（有効）または 0（無効）でなければなりません',
  },
  'must be 4 to 64 letters, digits, - or _': {
    zh: '必须是 4 到 64 个字母、数字、- 或 _',
    es: 'debe tener de 4 a 64 letras, dígitos, - o _',
    ja: '4〜64 文字の英字、数字、- または _ でなければなりません',
  },
  'Unknown device: this serial is not registered': {
    zh: '未知设备：该序列号未登记',
    es: 'Dispositivo desconocido: este número de serie no está registrado',
    ja: '不明なデバイスです。このシリアル番号は登録されていません',
  },
  'This device has been disabled': {
    zh: '该设备已停用',
    es: 'Este dispositivo ha sido desactivado',
    ja: 'このデバイスは無効にされています',
  },
  'This device is not bound to a student': {
    zh: '该设备未绑定学生',
    es: 'Este dispositivo no está vinculado a ningún alumno',
    ja: 'このデバイスは生徒に紐付けられていません',
  },
  'This device is bound to another student': {
    zh: '该设备已绑定其他学生',
    es: 'Este dispositivo está vinculado a otro alumno',
    ja: 'このデバイスは別の生徒に紐付けられています',
  },
  'This session is not a device session: sign in with clientLogin': {
    zh: '当前会话不是设备会话：请通过 clientLogin 登录',
    es: 'Esta sesión no es de un dispositivo: inicie sesión con clientLogin',
    ja: 'このセッションはデバイスのセッションではありません。clientLogin でサインインしてください',
  },
  'Client login is only for students with a bound device': {
    zh: '客户端登录仅限已绑定设备的学生',
    es: 'El inicio de sesión de cliente es solo para alumnos con un dispositivo vinculado',
    ja: 'クライアントログインはデバイスが紐付けられた生徒のみ利用できます',
  },
};
