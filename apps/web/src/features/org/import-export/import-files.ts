import type { ImportProgress, ImportResult } from '@edu/shared';

/*
 * The people import's pure helpers: how far it has gone (the server's progress lines) and the list of the
 * passwords it made. The rows of a refusal and the upload's part: ui/import/import-files.ts.
 */

/** Percent of a progress line: the passwords are most of the work, the writing the rest. */
export function progressPercent(progress: ImportProgress | null, upload: number): number {
  if (!progress) return Math.round(upload * 10);
  const part = progress.total > 0 ? progress.done / progress.total : 1;
  if (progress.phase === 'validated') return 12;
  if (progress.phase === 'passwords') return Math.round(12 + part * 78);
  return Math.round(90 + part * 10);
}

/** A CSV cell: quoted, and never a formula when a spreadsheet opens it. */
function csvCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The generated passwords as a CSV file (with a BOM, so that spreadsheets read it as UTF-8). */
export function passwordListCsv(result: ImportResult, headers: [string, string, string, string]): string {
  const lines = [
    headers,
    ...result.users.filter((u) => u.password !== null).map((u) => [u.username, u.name, u.schoolName, u.password ?? '']),
  ];
  return `\ufeff${lines.map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
