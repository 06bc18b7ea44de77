// A download's Content-Disposition and the spreadsheet type, shared by every export (people, analytics).

function stamp(now: Date): string {
  return now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
}

/** `attachment; filename=…` with an ASCII name and the localised one, both stamped with the time (UTC). */
export function attachment(asciiBase: string, localBase: string, ext: string, now = new Date()): string {
  const ascii = `${asciiBase}-${stamp(now)}.${ext}`;
  const local = `${localBase}-${stamp(now)}.${ext}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(local)}`;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
