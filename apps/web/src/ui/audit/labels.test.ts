import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditActionKey } from './audit';
import { en } from './locales/en';
import { es } from './locales/es';
import { ja } from './locales/ja';
import { zh } from './locales/zh';

/**
 * Every action and kind of target the server writes to the audit log has a label in every language: the
 * log shows the raw key ("shareLink.revoke") otherwise. Read from the server's source, the way a reviewer
 * would look for them (`action: '…'`, `auditEntry('…'` and `targetType: '…'`; an action built from a template is listed in
 * TEMPLATED with its values).
 */

const SERVER = path.resolve(import.meta.dirname, '../../../../server/src');
const TEMPLATED = [
  'class.lessons.release',
  'class.lessons.schedule',
  'class.lessons.lock',
  'errorCorrection.accept',
  'errorCorrection.return',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [readFileSync(file, 'utf8')] : [];
  });
}

function written(field: 'action' | 'targetType'): string[] {
  const found = new Set<string>();
  // `action: 'a'`, `action: x ? 'a' : 'b'`, and the content modules' `auditEntry('course.create', …)`.
  const where = field === 'action' ? /(?:\baction:|auditEntry\()\s*([^\n]*)/g : /\btargetType:\s*([^\n]*)/g;
  for (const text of sources(SERVER)) {
    for (const [, rest] of text.matchAll(where)) {
      for (const m of (rest ?? '').matchAll(/'([a-z][A-Za-z]*(?:\.[A-Za-z]+)*)'/g)) if (m[1]) found.add(m[1]);
    }
  }
  return [...found].sort();
}

const LOCALES = { zh, en, es, ja };

describe('audit log labels', () => {
  const actions = [...new Set([...written('action').filter((a) => a.includes('.')), ...TEMPLATED])];
  const targets = written('targetType').filter((t) => !t.includes('.'));

  it('finds what the server writes', () => {
    expect(actions).toContain('shareLink.revoke');
    expect(actions).toContain('submission.correct');
    expect(targets).toContain('errorCorrection');
    expect(actions).toContain('course.create');
  });

  for (const [language, messages] of Object.entries(LOCALES)) {
    it(`names every action and target in ${language}`, () => {
      const labels: Record<string, string> = messages.actions;
      const targetLabels: Record<string, string> = messages.targets;
      expect(actions.filter((a) => !labels[auditActionKey(a)])).toEqual([]);
      expect(targets.filter((t) => !targetLabels[t])).toEqual([]);
    });
  }
});
