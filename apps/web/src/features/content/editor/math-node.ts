import { renderTex } from '@edu/shared/render/math';
import { sanitizeHtml } from '@edu/shared/render/web';
import { InputRule, mergeAttributes, Node, PasteRule } from '@tiptap/core';
import { MATH_NODE_TYPE } from './math-html';

export interface MathAttrs {
  latex: string;
  display: boolean;
}

export interface MathNodeOptions {
  /** A formula node was clicked (or activated with Enter): open the formula dialog for it. */
  onEdit: ((attrs: MathAttrs, pos: number) => void) | null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    math: {
      /** Inserts a formula at the selection (a display formula gets a paragraph of its own). */
      insertMath: (attrs: MathAttrs) => ReturnType;
      /** Changes the formula at `pos`. */
      updateMath: (pos: number, attrs: MathAttrs) => ReturnType;
    };
  }
}

/** KaTeX's HTML for a formula, through the shared pipeline's sanitizer (an error shows its source). */
export function formulaHtml(latex: string, display: boolean): string {
  return sanitizeHtml(renderTex(latex, display));
}

/**
 * A formula in the text: an inline atom node with its TeX (`latex`) and whether it is displayed on its
 * own line (`display`); rendered with KaTeX. Typing `$x^2$` (or `$$…$$`) makes one, and so does
 * pasting text with such formulas.
 */
export const MathNode = Node.create<MathNodeOptions>({
  name: MATH_NODE_TYPE,
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addOptions() {
    return { onEdit: null };
  },

  addAttributes() {
    return {
      latex: {
        default: '',
        parseHTML: (el) => el.getAttribute('data-latex') ?? '',
        renderHTML: (attrs) => ({ 'data-latex': attrs.latex }),
      },
      display: {
        default: false,
        parseHTML: (el) => el.getAttribute('data-display') === 'true',
        renderHTML: (attrs) => (attrs.display ? { 'data-display': 'true' } : {}),
      },
    };
  },

  parseHTML() {
    return [{ tag: `span[data-type="${MATH_NODE_TYPE}"]` }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes({ 'data-type': MATH_NODE_TYPE }, HTMLAttributes)];
  },

  renderText({ node }) {
    return node.attrs.display ? `$$${node.attrs.latex}$$` : `$${node.attrs.latex}$`;
  },

  addNodeView() {
    return ({ node, getPos }) => {
      const dom = document.createElement('span');
      dom.className = 'rte-math';
      dom.setAttribute('data-type', MATH_NODE_TYPE);
      dom.setAttribute('role', 'button');
      dom.tabIndex = -1;
      let current = node;
      const paint = () => {
        const { latex, display } = current.attrs as MathAttrs;
        dom.classList.toggle('rte-math--display', display);
        dom.classList.toggle('rte-math--empty', latex.trim() === '');
        dom.title = latex;
        dom.setAttribute('data-latex', latex);
        dom.innerHTML = latex.trim() === '' ? '∑' : formulaHtml(latex, display);
      };
      paint();
      dom.addEventListener('click', (event) => {
        event.preventDefault();
        const pos = typeof getPos === 'function' ? getPos() : undefined;
        if (pos !== undefined) this.options.onEdit?.(current.attrs as MathAttrs, pos);
      });
      return {
        dom,
        update: (updated) => {
          if (updated.type !== current.type) return false;
          current = updated;
          paint();
          return true;
        },
        ignoreMutation: () => true,
      };
    };
  },

  addCommands() {
    return {
      insertMath:
        (attrs) =>
        ({ chain }) => {
          const node = { type: this.name, attrs: { latex: attrs.latex, display: attrs.display } };
          if (!attrs.display) return chain().insertContent(node).run();
          return chain()
            .insertContent([{ type: 'paragraph', content: [node] }])
            .run();
        },
      updateMath:
        (pos, attrs) =>
        ({ tr, dispatch }) => {
          const node = tr.doc.nodeAt(pos);
          if (!node || node.type.name !== this.name) return false;
          if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...attrs });
          return true;
        },
    };
  },

  addKeyboardShortcuts() {
    return {
      // Enter on a selected formula opens it, as a click does.
      Enter: ({ editor }) => {
        const { selection } = editor.state;
        const node = editor.state.doc.nodeAt(selection.from);
        if (!node || node.type.name !== this.name || selection.to - selection.from !== 1) return false;
        this.options.onEdit?.(node.attrs as MathAttrs, selection.from);
        return true;
      },
    };
  },

  addInputRules() {
    const type = this.type;
    const rule = (find: RegExp, display: boolean) =>
      new InputRule({
        find,
        handler: ({ state, range, match }) => {
          const latex = match[2] ?? '';
          const lead = (match[1] ?? '').length;
          state.tr.replaceWith(range.from + lead, range.to, type.create({ latex, display }));
        },
      });
    return [rule(/(^|[^$])\$\$([^$]+)\$\$$/, true), rule(/(^|[^$\\#])\$([^\s$](?:[^$]*[^\s$\\])?)\$$/, false)];
  },

  addPasteRules() {
    const type = this.type;
    return [
      new PasteRule({
        find: /\$\$([^$]+)\$\$/g,
        handler: ({ state, range, match }) => {
          state.tr.replaceWith(range.from, range.to, type.create({ latex: (match[1] ?? '').trim(), display: true }));
        },
      }),
      new PasteRule({
        find: /(?<![$\\#])\$([^\s$](?:[^$\n]*[^\s$\\])?)\$(?![$\d])/g,
        handler: ({ state, range, match }) => {
          state.tr.replaceWith(range.from, range.to, type.create({ latex: match[1] ?? '', display: false }));
        },
      }),
    ];
  },
});
