/**
 * Columns and words of the device import files (issue 13 item 6), shared by the server (header and kind
 * matching, modules/devices/rows.ts) and the console (the preview's column titles).
 */
import type { DeviceImportColumn, AiDeviceKind } from './contracts/devices';

type Labels = Record<'zh' | 'en' | 'es' | 'ja', string>;

/** Column headers of a device import file in the four languages (the server matches them, the console shows them). */
export const DEVICE_COLUMN_LABELS: Readonly<Record<DeviceImportColumn, Labels>> = {
  serial: { zh: '序列号', en: 'Serial', es: 'Número de serie', ja: 'シリアル番号' },
  kind: { zh: '类型', en: 'Kind', es: 'Tipo', ja: '種類' },
  model: { zh: '型号', en: 'Model', es: 'Modelo', ja: 'モデル' },
  school: { zh: '学校', en: 'School', es: 'Escuela', ja: '学校' },
};

/** Other headers people write for the same columns. */
export const DEVICE_COLUMN_ALIASES: Readonly<Record<DeviceImportColumn, readonly string[]>> = {
  serial: ['sn', 'serial number', 'serial no', '设备序列号', '设备编号', '序列號', 'número', 'serie', '製造番号'],
  kind: ['type', 'device type', '设备类型', '种类', 'clase', 'タイプ'],
  model: ['device model', '设备型号', 'modelo del dispositivo', '型番'],
  school: ['school id', 'school name', '学校名称', '学校id', 'colegio', '学校名'],
};

/** The words a kind cell may hold, by kind (compared in lower case). */
export const DEVICE_KIND_WORDS: Readonly<Record<AiDeviceKind, readonly string[]>> = {
  pen: ['pen', 'ai pen', 'aipen', '笔', '点读笔', '智能笔', 'ai笔', 'lápiz', 'lapiz', 'bolígrafo', 'ペン'],
  pad: ['pad', 'ai pad', 'aipad', 'tablet', '平板', '学习机', '学习平板', 'ai平板', 'tableta', 'パッド', 'タブレット'],
};
