/**
 * Completeness of the server message catalogue (packages/shared/src/messages): every message the server
 * can throw, and every custom problem of the zod contracts, has zh, es and ja translations.
 *
 * Messages are found in the source with the TypeScript parser:
 * - `new AppError(code, msg)`, and every helper that passes one of its parameters on as the message of
 *   AppError or of another such helper (`badRequest`, `forbidden`, `notFound`, `conflict`, `fail`, …),
 *   found by following the calls, so a new helper is covered without listing it here; string defaults of
 *   those parameters (`forbidden()`) count too; so do `sendError(…)` (http/error-handler.ts) and `msg:` properties;
 * - in the contracts, every string literal with words in it (they are the custom problem texts).
 * Message expressions are evaluated: literals, constants (also imported ones), `a ? 'x' : 'y'`, `a || 'x'`
 * and template literals, whose `${…}` parts that are not constants become a sample value, so they must
 * match a pattern entry.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@edu/shared';
import { findTranslation } from '@edu/shared/messages';

const serverSrc = path.resolve(import.meta.dirname, '..');
const contractsDir = path.resolve(import.meta.dirname, '../../../../packages/shared/src/contracts');
/** Stands for any run-time value inside a template literal (a field name, a count, a list of ids). */
const SAMPLE = 'x1';
const MAX_VARIANTS = 64;

/** Sinks that are not helpers of AppError: the message argument's index. */
const SEED_SINKS: Record<string, number> = { AppError: 1, sendError: 4 };

function listTs(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .map((f) => path.join(dir, f))
    .sort();
}

const sources = new Map<string, ts.SourceFile>();
function sourceOf(file: string): ts.SourceFile | undefined {
  if (!sources.has(file)) {
    if (!fs.existsSync(file)) return undefined;
    sources.set(file, ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  }
  return sources.get(file);
}

function walk(node: ts.Node, visit: (n: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

function where(node: ts.Node): string {
  const sf = node.getSourceFile();
  const { line } = sf.getLineAndCharacterOfPosition(node.getStart());
  return `${path.relative(path.resolve(serverSrc, '../../..'), sf.fileName)}:${line + 1}`;
}

/** Initializers of `const name = …` in a file; for imported names, in the (relative) module they come from. */
function constantsNamed(sf: ts.SourceFile, name: string, depth: number): ts.Expression[] {
  const found: ts.Expression[] = [];
  walk(sf, (n) => {
    if (
      ts.isVariableDeclaration(n) &&
      ts.isIdentifier(n.name) &&
      n.name.text === name &&
      n.initializer &&
      ts.isVariableDeclarationList(n.parent) &&
      (n.parent.flags & ts.NodeFlags.Const) !== 0
    ) {
      found.push(n.initializer);
    }
  });
  if (found.length > 0 || depth > 3) return found;
  for (const statement of sf.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    const spec = bindings.elements.find((e) => e.name.text === name);
    if (!spec || !statement.moduleSpecifier.text.startsWith('.')) continue;
    const target = sourceOf(`${path.resolve(path.dirname(sf.fileName), statement.moduleSpecifier.text)}.ts`);
    if (target) found.push(...constantsNamed(target, spec.propertyName?.text ?? name, depth + 1));
  }
  return found;
}

/**
 * The texts an expression can have, or undefined when it is a run-time value. Inside a template literal
 * (`inTemplate`), a run-time alternative (`count ?? 0`) counts as the sample value.
 */
function valuesOf(expr: ts.Expression, depth = 0, inTemplate = false): string[] | undefined {
  if (depth > 8) return undefined;
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr) || ts.isNumericLiteral(expr)) {
    return [expr.text];
  }
  if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr)) {
    return valuesOf(expr.expression, depth + 1, inTemplate);
  }
  if (ts.isTemplateExpression(expr)) {
    let out = [expr.head.text];
    for (const span of expr.templateSpans) {
      const parts = valuesOf(span.expression, depth + 1, true) ?? [SAMPLE];
      out = out.flatMap((prefix) => parts.map((part) => `${prefix}${part}${span.literal.text}`)).slice(0, MAX_VARIANTS);
    }
    return out;
  }
  const either = (a: ts.Expression, b: ts.Expression) => {
    const va = valuesOf(a, depth + 1, inTemplate);
    const vb = valuesOf(b, depth + 1, inTemplate);
    const other = inTemplate ? [SAMPLE] : [];
    return va || vb ? [...(va ?? other), ...(vb ?? other)] : undefined;
  };
  if (ts.isConditionalExpression(expr)) return either(expr.whenTrue, expr.whenFalse);
  if (
    ts.isBinaryExpression(expr) &&
    (expr.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
      expr.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
  ) {
    return either(expr.left, expr.right);
  }
  if (ts.isIdentifier(expr)) {
    const inits = constantsNamed(expr.getSourceFile(), expr.text, 0);
    const values = inits.flatMap((init) => valuesOf(init, depth + 1, inTemplate) ?? []);
    return values.length > 0 ? values : undefined;
  }
  return undefined;
}

type FunctionLike = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration | ts.MethodDeclaration;

function nameOfFunction(fn: FunctionLike): string | undefined {
  if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) && fn.name && ts.isIdentifier(fn.name)) {
    return fn.name.text;
  }
  const parent = fn.parent;
  if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return undefined;
}

function enclosingFunction(node: ts.Node): FunctionLike | undefined {
  for (let n = node.parent; n; n = n.parent) {
    if (
      ts.isArrowFunction(n) ||
      ts.isFunctionExpression(n) ||
      ts.isFunctionDeclaration(n) ||
      ts.isMethodDeclaration(n)
    ) {
      return n;
    }
  }
  return undefined;
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

interface Site {
  where: string;
  texts: string[];
}

interface Scan {
  sinks: Map<string, number>;
  sites: Site[];
  /** message arguments that are run-time values (not checked) */
  dynamic: string[];
}

function scanServer(files: string[]): Scan {
  const sinks = new Map(Object.entries(SEED_SINKS));
  const defaults: Site[] = [];
  const calls: (ts.CallExpression | ts.NewExpression)[] = [];
  for (const file of files) {
    const sf = sourceOf(file);
    if (sf) walk(sf, (n) => (ts.isCallExpression(n) || ts.isNewExpression(n) ? calls.push(n) : undefined));
  }
  // Helpers: functions that hand one of their parameters on as a sink's message; to a fixpoint.
  const messageParam = (call: ts.CallExpression | ts.NewExpression): ts.ParameterDeclaration | undefined => {
    const name = calleeName(call);
    const index = name === undefined ? undefined : sinks.get(name);
    const arg = index === undefined ? undefined : call.arguments?.[index];
    const fn = enclosingFunction(call);
    if (!arg || !ts.isIdentifier(arg) || !fn) return undefined;
    return fn.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === arg.text);
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const call of calls) {
      const param = messageParam(call);
      if (!param) continue;
      const fn = param.parent as FunctionLike;
      const name = nameOfFunction(fn);
      if (name === undefined || sinks.has(name)) continue;
      sinks.set(name, fn.parameters.indexOf(param));
      if (param.initializer) defaults.push({ where: where(param), texts: valuesOf(param.initializer) ?? [] });
      changed = true;
    }
  }

  const sites: Site[] = [...defaults];
  const dynamic: string[] = [];
  for (const call of calls) {
    const name = calleeName(call);
    const index = name === undefined ? undefined : sinks.get(name);
    const arg = index === undefined ? undefined : call.arguments?.[index];
    if (!arg || messageParam(call)) continue;
    const texts = valuesOf(arg);
    if (texts) sites.push({ where: where(arg), texts });
    else dynamic.push(`${where(arg)} ${arg.getText()}`);
  }
  // Envelopes built by hand: `{ code, msg: '…' }`.
  for (const file of files.filter((f) => !/test-fixtures|[\\/]test[\\/]/.test(f))) {
    const sf = sourceOf(file);
    if (!sf) continue;
    walk(sf, (n) => {
      if (!ts.isPropertyAssignment(n) || !ts.isIdentifier(n.name) || n.name.text !== 'msg') return;
      const texts = valuesOf(n.initializer)?.filter((text) => text !== 'success');
      if (texts && texts.length > 0) sites.push({ where: where(n), texts });
    });
  }
  return { sinks, sites, dynamic };
}

const DOC_CALLS = new Set(['describe', 'meta']);
const DOC_PROPERTIES = new Set(['description', 'summary', 'title', 'example']);

/** The contracts' own problem texts: string literals with words and a space in them. */
function scanContracts(files: string[]): Site[] {
  const sites: Site[] = [];
  for (const file of files) {
    const sf = sourceOf(file);
    if (!sf) continue;
    walk(sf, (n) => {
      if (!ts.isStringLiteral(n) && !ts.isNoSubstitutionTemplateLiteral(n) && !ts.isTemplateExpression(n)) return;
      if (ts.isTemplateSpan(n.parent) || ts.isImportDeclaration(n.parent)) return;
      const parent = n.parent;
      if (ts.isCallExpression(parent)) {
        const name = calleeName(parent);
        if (name !== undefined && DOC_CALLS.has(name)) return;
      }
      if (ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name) && DOC_PROPERTIES.has(parent.name.text)) {
        return;
      }
      const texts = (valuesOf(n) ?? []).filter((text) => /[A-Za-z]{2,}/.test(text) && / /.test(text.trim()));
      if (texts.length > 0) sites.push({ where: where(n), texts });
    });
  }
  return sites;
}

function missingTranslations(sites: Site[]): string[] {
  const missing: string[] = [];
  for (const site of sites) {
    for (const text of site.texts) {
      const langs = LANGUAGES.filter((lang) => findTranslation(text, lang) === undefined);
      if (langs.length > 0) missing.push(`${site.where}: ${JSON.stringify(text)} (${langs.join(', ')})`);
    }
  }
  return missing;
}

const server = scanServer(listTs(serverSrc));
const contracts = scanContracts(listTs(contractsDir));

describe('server message catalogue', () => {
  it('finds the throwing helpers by following their calls', () => {
    for (const helper of ['AppError', 'badRequest', 'forbidden', 'notFound', 'conflict', 'fail', 'sendError']) {
      expect(server.sinks.has(helper), helper).toBe(true);
    }
    expect(server.sinks.get('fail')).toBe(1);
    expect(server.sinks.get('badRequest')).toBe(0);
  });

  it('finds the messages, templates and constants included', () => {
    const texts = server.sites.flatMap((s) => s.texts);
    expect(texts).toContain('Incorrect username or password');
    expect(texts).toContain('You do not have permission to do this');
    expect(texts).toContain('Internal server error');
    expect(texts).toContain(`Not found: ${SAMPLE} ${SAMPLE}`);
    expect(texts).toContain(`Too many login attempts, please try again in ${SAMPLE} minutes`);
    expect(texts).toContain(`Too many login attempts, please try again in ${SAMPLE} minute`);
    expect(server.sites.length).toBeGreaterThan(40);
    expect(contracts.flatMap((s) => s.texts)).toEqual(
      expect.arrayContaining(['must be an MD5 hex digest', 'username is required']),
    );
  });

  it('has every message the server throws in zh, en, es and ja', () => {
    expect(missingTranslations(server.sites)).toEqual([]);
  });

  it('has every problem of the contracts in zh, en, es and ja', () => {
    expect(missingTranslations(contracts)).toEqual([]);
  });

  it('throws no message it cannot know in advance', () => {
    // A run-time message cannot be catalogued; only the error handler's own pass-through may do this.
    expect(server.dynamic.filter((d) => !d.startsWith('apps/server/src/http/error-handler.ts'))).toEqual([]);
  });
});
