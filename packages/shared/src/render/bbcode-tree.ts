/**
 * The BBCode converter's parser (bbcode.ts): splits the source into tokens (tags with a valid shape,
 * smilies, code blocks, text) and pairs them into a tree; what cannot pair stays text.
 */
import { MAX_BBCODE_DEPTH, SMILEY_COUNT } from './bbcode-args';

export type PairedTag =
  | 'b'
  | 'i'
  | 'u'
  | 's'
  | 'color'
  | 'size'
  | 'font'
  | 'url'
  | 'quote'
  | 'align'
  | 'img'
  | 'list'
  | 'table'
  | 'tr'
  | 'td';

/** Per paired tag: whether an argument is forbidden (0), optional (1) or required (2). */
const PAIRED: Readonly<Record<PairedTag, 0 | 1 | 2>> = {
  b: 0,
  i: 0,
  u: 0,
  s: 0,
  tr: 0,
  color: 2,
  size: 2,
  font: 2,
  align: 2,
  url: 1,
  quote: 1,
  img: 1,
  list: 1,
  table: 1,
  td: 1,
};

function isPaired(name: string): name is PairedTag {
  return Object.hasOwn(PAIRED, name);
}

type Token =
  | { k: 'text'; s: string }
  | { k: 'open'; name: PairedTag; arg: string | undefined; raw: string }
  | { k: 'close'; name: PairedTag; raw: string }
  | { k: 'hr' }
  | { k: 'item'; raw: string }
  | { k: 'smiley'; n: number }
  | { k: 'code'; lang: string | null; content: string };

export type Node =
  | { k: 'text'; s: string }
  | { k: 'tag'; name: PairedTag; arg: string | undefined; openRaw: string; closeRaw: string; children: Node[] }
  | { k: 'hr' }
  | { k: 'item'; raw: string }
  | { k: 'smiley'; n: number }
  | { k: 'code'; lang: string | null; content: string };

const TAG_RE = /\[(\/?)([A-Za-z][A-Za-z0-9_]*|\*)(?:=([^\]\n]*))?\]/g;

function unquote(arg: string): string {
  const m = /^\s*(["'])(.*)\1\s*$/.exec(arg);
  return m ? m[2]! : arg;
}

export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  const lower = src.toLowerCase();
  let last = 0;
  const text = (to: number): void => {
    if (to > last) tokens.push({ k: 'text', s: src.slice(last, to) });
  };
  TAG_RE.lastIndex = 0;
  for (let m = TAG_RE.exec(src); m !== null; m = TAG_RE.exec(src)) {
    const raw = m[0];
    const closing = m[1] === '/';
    const name = m[2]!.toLowerCase();
    const arg = m[3] === undefined ? undefined : unquote(m[3]);
    let token: Token | null = null;
    let end = m.index + raw.length;
    if (!closing && name === 'code' && (arg === undefined || /^[A-Za-z0-9+#-]{1,20}$/.test(arg))) {
      const close = lower.indexOf('[/code]', end);
      if (close >= 0) {
        token = { k: 'code', lang: arg ?? null, content: src.slice(end, close) };
        end = close + '[/code]'.length;
      }
    } else if (!closing && arg === undefined && name === 'hr') {
      token = { k: 'hr' };
    } else if (!closing && arg === undefined && name === '*') {
      token = { k: 'item', raw };
    } else if (!closing && arg === undefined && /^em_?\d{1,3}$/.test(name)) {
      const n = Number(name.replace(/^em_?/, ''));
      if (n >= 1 && n <= SMILEY_COUNT) token = { k: 'smiley', n };
    } else if (isPaired(name)) {
      const rule = PAIRED[name];
      if (closing && arg === undefined) token = { k: 'close', name, raw };
      else if (!closing && (arg === undefined ? rule < 2 : rule > 0)) token = { k: 'open', name, arg, raw };
    }
    if (token === null) continue;
    text(m.index);
    tokens.push(token);
    last = end;
    TAG_RE.lastIndex = end;
  }
  text(src.length);
  return tokens;
}

/** Pairs open and close tokens (innermost wins; crossing or too deep tags stay unpaired) and builds the tree. */
export function buildTree(tokens: Token[]): Node[] {
  const partner = new Map<number, number>();
  const stack: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.k === 'open') {
      if (stack.length < MAX_BBCODE_DEPTH) stack.push(i);
    } else if (t.k === 'close') {
      for (let s = stack.length - 1; s >= 0; s--) {
        const o = tokens[stack[s]!]!;
        if (o.k === 'open' && o.name === t.name) {
          partner.set(stack[s]!, i);
          partner.set(i, stack[s]!);
          stack.length = s;
          break;
        }
      }
    }
  }
  const root: Node[] = [];
  const open: Array<Extract<Node, { k: 'tag' }>> = [];
  const push = (node: Node): void => {
    const list = open.length > 0 ? open.at(-1)!.children : root;
    const prev = list.at(-1);
    if (node.k === 'text' && prev?.k === 'text') prev.s += node.s;
    else list.push(node);
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.k === 'open') {
      if (!partner.has(i)) {
        push({ k: 'text', s: t.raw });
        continue;
      }
      const closeToken = tokens[partner.get(i)!]!;
      const node: Node = {
        k: 'tag',
        name: t.name,
        arg: t.arg,
        openRaw: t.raw,
        closeRaw: closeToken.k === 'close' ? closeToken.raw : '',
        children: [],
      };
      push(node);
      open.push(node);
    } else if (t.k === 'close') {
      if (partner.has(i)) open.pop();
      else push({ k: 'text', s: t.raw });
    } else {
      push(t.k === 'text' ? { k: 'text', s: t.s } : t);
    }
  }
  return root;
}
