/**
 * The BBCode converter's limits and argument parsers (bbcode.ts): sizes, fonts, colours, widths, safe
 * URLs, table and cell arguments. Each parser returns null for an invalid argument.
 */

export const SMILEY_COUNT = 70;
export const DEFAULT_SMILEY_BASE = '/smilies/';
export const TABLE_MAX_PERCENT = 98;
export const TABLE_MAX_PX = 560;
export const MAX_BBCODE_DEPTH = 32;
/** `[size=1…7]` in px. */
export const BBCODE_SIZES: readonly number[] = [10, 13, 16, 18, 24, 32, 48];
export const BBCODE_MIN_PX = 8;
export const BBCODE_MAX_PX = 48;

/** Accepted font names (lower-case key) → CSS font-family. */
export const BBCODE_FONTS: Readonly<Record<string, string>> = Object.freeze({
  arial: 'Arial',
  helvetica: 'Helvetica',
  'times new roman': "'Times New Roman'",
  'courier new': "'Courier New'",
  georgia: 'Georgia',
  verdana: 'Verdana',
  tahoma: 'Tahoma',
  'trebuchet ms': "'Trebuchet MS'",
  'comic sans ms': "'Comic Sans MS'",
  impact: 'Impact',
  simsun: 'SimSun',
  宋体: 'SimSun',
  simhei: 'SimHei',
  黑体: 'SimHei',
  'microsoft yahei': "'Microsoft YaHei'",
  微软雅黑: "'Microsoft YaHei'",
  kaiti: 'KaiTi',
  楷体: 'KaiTi',
  fangsong: 'FangSong',
  仿宋: 'FangSong',
  serif: 'serif',
  'sans-serif': 'sans-serif',
  monospace: 'monospace',
});

const NAMED_COLOURS = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown
burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan
darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred
darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink
deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold
goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki lavender lavenderblush
lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey
lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime
limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen
mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin
navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise
palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue
saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey snow
springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen`.split(/\s+/),
);

/** A CSS colour from a named colour or a hex form, normalised to lower case; null otherwise. */
export function parseColour(arg: string): string | null {
  const v = arg.trim().toLowerCase();
  if (NAMED_COLOURS.has(v)) return v;
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(v) ? v : null;
}

/** `[size=…]` → a px value: 1…7 map to BBCODE_SIZES, `Npx` is clamped to 8…48. */
export function parseSize(arg: string): number | null {
  const v = arg.trim().toLowerCase();
  if (/^[1-7]$/.test(v)) return BBCODE_SIZES[Number(v) - 1]!;
  const px = /^(\d{1,4})px$/.exec(v);
  if (!px) return null;
  return Math.min(BBCODE_MAX_PX, Math.max(BBCODE_MIN_PX, Number(px[1])));
}

/** A table or cell width: `N%` capped at 98%, `N`/`Npx` capped at 560px (minimum 1). */
export function parseWidth(arg: string): string | null {
  const v = arg.trim().toLowerCase();
  const m = /^(\d{1,6})(%|px)?$/.exec(v);
  if (!m) return null;
  const n = Math.max(1, Number(m[1]));
  return m[2] === '%' ? `${Math.min(n, TABLE_MAX_PERCENT)}%` : `${Math.min(n, TABLE_MAX_PX)}px`;
}

/** True for the link targets the converter accepts: http(s): and mailto: with no blanks or quotes. */
export function isSafeLinkUrl(url: string): boolean {
  return /^(?:https?:\/\/[^\s"'<>\\`]+|mailto:[^\s"'<>\\`/]+)$/i.test(url) && !hasControlChars(url);
}

/** True for image sources: http(s): or a site path (`/x`, not `//host`). */
export function isSafeImageUrl(url: string): boolean {
  return /^(?:https?:\/\/[^\s"'<>\\`]+|\/(?![/\\])[^\s"'<>\\`]*)$/i.test(url) && !hasControlChars(url);
}

function hasControlChars(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
  }
  return false;
}

export function clampInt(s: string, min: number, max: number): number {
  return Math.min(max, Math.max(min, Number(s)));
}

export interface CellArg {
  colspan: number;
  rowspan: number;
  width: string | null;
}

export function parseCellArg(arg: string | undefined): CellArg | null {
  if (arg === undefined) return { colspan: 1, rowspan: 1, width: null };
  const m = /^\s*(\d{1,4})\s*,\s*(\d{1,4})\s*(?:,\s*([^,]+?)\s*)?$/.exec(arg);
  if (!m) return null;
  const width = m[3] === undefined ? null : parseWidth(m[3]);
  if (m[3] !== undefined && width === null) return null;
  return { colspan: clampInt(m[1]!, 1, 100), rowspan: clampInt(m[2]!, 1, 100), width };
}

interface TableArg {
  width: string | null;
  background: string | null;
}

export function parseTableArg(arg: string | undefined): TableArg | null {
  if (arg === undefined) return { width: null, background: null };
  const [w, bg, ...rest] = arg.split(',');
  if (rest.length > 0) return null;
  const width = parseWidth(w!);
  if (width === null) return null;
  if (bg === undefined) return { width, background: null };
  const background = parseColour(bg);
  return background === null ? null : { width, background };
}
