/**
 * HTML entity decoding and escaping, shared by the math renderer, the markup converter and the text
 * cleaner. Pure and dependency-free (no DOM), so it runs the same on the server and in the browser.
 *
 * Decoding rules (a documented subset of HTML5):
 * - numeric `&#NNN;` and hexadecimal `&#xHHH;` references (a semicolon is required); code points that
 *   are 0, surrogates or above U+10FFFF become U+FFFD, as a browser does;
 * - the named references in NAMED_ENTITIES below (semicolon required): the markup five, `&nbsp;`,
 *   typography, Greek letters and the usual mathematical symbols found in lesson content;
 * - anything else (an unknown name, a missing semicolon) stays as it is.
 */

/** Named character references understood by decodeEntities (name → character). */
export const NAMED_ENTITIES: Readonly<Record<string, string>> = Object.freeze({
  // markup
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  // spaces and invisible
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  zwnj: '\u200c',
  zwj: '\u200d',
  shy: '\u00ad',
  // typography
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  lsaquo: '‹',
  rsaquo: '›',
  bull: '•',
  middot: '·',
  sect: '§',
  para: '¶',
  dagger: '†',
  Dagger: '‡',
  permil: '‰',
  prime: '′',
  Prime: '″',
  iexcl: '¡',
  iquest: '¿',
  cent: '¢',
  pound: '£',
  yen: '¥',
  euro: '€',
  curren: '¤',
  // arithmetic and relations
  times: '×',
  divide: '÷',
  plusmn: '±',
  minus: '−',
  lowast: '∗',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup1: '¹',
  sup2: '²',
  sup3: '³',
  deg: '°',
  micro: 'µ',
  not: '¬',
  le: '≤',
  ge: '≥',
  ne: '≠',
  equiv: '≡',
  asymp: '≈',
  cong: '≅',
  sim: '∼',
  prop: '∝',
  infin: '∞',
  radic: '√',
  sum: '∑',
  prod: '∏',
  int: '∫',
  part: '∂',
  nabla: '∇',
  forall: '∀',
  exist: '∃',
  empty: '∅',
  isin: '∈',
  notin: '∉',
  ni: '∋',
  sub: '⊂',
  sup: '⊃',
  nsub: '⊄',
  sube: '⊆',
  supe: '⊇',
  cap: '∩',
  cup: '∪',
  and: '∧',
  or: '∨',
  there4: '∴',
  ang: '∠',
  perp: '⊥',
  oplus: '⊕',
  otimes: '⊗',
  sdot: '⋅',
  lceil: '⌈',
  rceil: '⌉',
  lfloor: '⌊',
  rfloor: '⌋',
  lang: '⟨',
  rang: '⟩',
  // arrows
  larr: '←',
  uarr: '↑',
  rarr: '→',
  darr: '↓',
  harr: '↔',
  lArr: '⇐',
  uArr: '⇑',
  rArr: '⇒',
  dArr: '⇓',
  hArr: '⇔',
  // Greek
  Alpha: 'Α',
  Beta: 'Β',
  Gamma: 'Γ',
  Delta: 'Δ',
  Epsilon: 'Ε',
  Zeta: 'Ζ',
  Eta: 'Η',
  Theta: 'Θ',
  Iota: 'Ι',
  Kappa: 'Κ',
  Lambda: 'Λ',
  Mu: 'Μ',
  Nu: 'Ν',
  Xi: 'Ξ',
  Omicron: 'Ο',
  Pi: 'Π',
  Rho: 'Ρ',
  Sigma: 'Σ',
  Tau: 'Τ',
  Upsilon: 'Υ',
  Phi: 'Φ',
  Chi: 'Χ',
  Psi: 'Ψ',
  Omega: 'Ω',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  iota: 'ι',
  kappa: 'κ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  omicron: 'ο',
  pi: 'π',
  rho: 'ρ',
  sigmaf: 'ς',
  sigma: 'σ',
  tau: 'τ',
  upsilon: 'υ',
  phi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  thetasym: 'ϑ',
  piv: 'ϖ',
});

const ENTITY_RE = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{0,31}));/g;

function fromCodePoint(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

/** Decodes HTML character references (see the module comment for the exact rules). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    ENTITY_RE,
    (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10));
      if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
      if (name !== undefined && Object.hasOwn(NAMED_ENTITIES, name)) return NAMED_ENTITIES[name]!;
      return whole;
    },
  );
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes `& < > " '` so that the text is safe both as element content and inside a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
