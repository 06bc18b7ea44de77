import { countBlankMarkers } from '@edu/shared';
import { getHTMLFromFragment } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../api/courses';
import { CONTENT_NS } from '../i18n';
import { RichText } from '../../../ui/rich/RichHtml';
import { type EditorDialog, EditorToolbar } from './EditorToolbar';
import { FormulaDialog } from './FormulaDialog';
import { ImageUploads } from './ImageUploads';
import { dataImagesOf, imageFilesOf } from './image-upload';
import { fromEditorHtml, toEditorHtml } from './math-html';
import { type MathAttrs, MathNode } from './math-node';
import { UrlDialog, type UrlDialogValue } from './UrlDialog';
import { useImageUploads } from './useImageUploads';
import './editor.css';

export interface RichTextEditorProps {
  /** stored rich text (HTML with formulas between delimiters) */
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  /** 'full' for lessons (headings, tables, alignment), 'compact' for stems, options and analysis */
  variant?: 'full' | 'compact';
  /** a live preview of what readers will see, beside the editor (below it on narrow screens) */
  preview?: boolean;
  /** show the "insert blank" button (fill-in stems) */
  blanks?: boolean;
  minHeight?: number;
  disabled?: boolean;
  'data-testid'?: string;
  /** accessible name of the editing area */
  ariaLabel?: string;
  /** antd Form validation state */
  status?: 'error' | 'warning';
  /**
   * pictures can be uploaded (content managers: uploadImage): from the image dialog,
   * and by pasting or dropping them into the text
   */
  imageUpload?: boolean;
  /** told when pictures start and stop uploading (a form waits for them before it saves) */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * The rich-text editor of lessons and questions: TipTap (ProseMirror) with formulas as KaTeX-rendered
 * nodes entered in MathLive (FormulaDialog), images and links by address, and for lessons headings,
 * lists, tables and alignment. With `imageUpload`, pictures are uploaded (image dialog, paste, drop)
 * and inserted by their address: never as data: URLs. It reads and writes the stored format
 * (./math-html.ts); the server sanitizes what it receives again.
 */
export function RichTextEditor({
  value = '',
  onChange,
  placeholder,
  variant = 'compact',
  preview = false,
  blanks = false,
  minHeight,
  disabled = false,
  ariaLabel,
  status,
  imageUpload = false,
  onUploadingChange,
  'data-testid': testId,
}: RichTextEditorProps) {
  const { t } = useTranslation(CONTENT_NS);
  const [dialog, setDialog] = useState<EditorDialog>(null);
  const uploads = useImageUploads(onUploadingChange);
  /** the paste/drop handler, current (the editor's props are set once) */
  const dropImages = useRef<(files: File[], pos: number) => void>(() => undefined);
  const [showPreview, setShowPreview] = useState(preview);
  const lastEmitted = useRef(value);
  const initialValue = useRef(value);
  /**
   * The stored text the document was loaded from and how it reads back: the editor writes formulas,
   * dollars and tags its own way, so a document nobody has changed reads back as the original text
   * (no phantom change when a lesson is opened, and undoing every change gives the original back).
   */
  const baseline = useRef<{ stored: string; normalized: string } | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editFormula = useRef<(attrs: MathAttrs, pos: number) => void>(() => undefined);
  editFormula.current = (attrs, pos) => setDialog({ kind: 'formula', initial: attrs, pos, display: attrs.display });
  const full = variant === 'full';
  const imageUploadRef = useRef(imageUpload);
  imageUploadRef.current = imageUpload && !disabled;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: full ? { levels: [2, 3, 4] } : false,
        codeBlock: full ? {} : false,
        horizontalRule: full ? {} : false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
        },
      }),
      Image.configure({ inline: true, allowBase64: false }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      ...(full ? [TableKit.configure({ table: { resizable: false } })] : []),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
      MathNode.configure({ onEdit: (attrs, pos) => editFormula.current(attrs, pos) }),
    ],
    content: toEditorHtml(value),
    editable: !disabled,
    editorProps: {
      // Pictures pasted or dropped: uploaded, then inserted by address (data: URLs are never kept; the
      // Image extension drops those of pasted HTML, uploaded here instead).
      handlePaste: (view, event) => {
        if (!imageUploadRef.current || !view.editable) return false;
        const files = imageFilesOf(event.clipboardData?.files);
        // Word and Excel put a picture of the copied text beside the text itself: then the text is what
        // was meant. A picture alone (a screenshot, "copy image") is uploaded.
        const text = event.clipboardData?.getData('text/plain') ?? '';
        if (files.length > 0 && text.trim() === '') {
          dropImages.current(files, view.state.selection.from);
          return true;
        }
        const html = event.clipboardData?.getData('text/html') ?? '';
        const inline = html.includes('data:image/') ? dataImagesOf(html) : [];
        // The rest of the HTML is pasted as usual; the pictures follow it once uploaded.
        if (inline.length > 0) dropImages.current(inline, view.state.selection.to);
        return false;
      },
      handleDrop: (view, event, _slice, moved) => {
        if (moved || !imageUploadRef.current || !view.editable) return false;
        const files = imageFilesOf(event.dataTransfer?.files);
        if (files.length === 0) return false;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        event.preventDefault();
        dropImages.current(files, at?.pos ?? view.state.selection.from);
        return true;
      },
      attributes: {
        class: 'rte-content',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...(minHeight ? { style: `min-height:${minHeight}px` } : {}),
      },
    },
    onTransaction: ({ transaction }) => {
      const positions = uploads.positions;
      if (!transaction.docChanged || positions.size === 0) return;
      for (const [id, pos] of positions) positions.set(id, transaction.mapping.map(pos));
    },
    onUpdate: ({ editor: e, transaction }) => {
      // The first change: the document before it is the one loaded from the stored text.
      baseline.current ??= {
        stored: initialValue.current,
        normalized: fromEditorHtml(getHTMLFromFragment(transaction.before.content, e.schema)),
      };
      const out = fromEditorHtml(e.getHTML());
      const b = baseline.current;
      const stored = b && out === b.normalized ? b.stored : out;
      if (stored === lastEmitted.current) return;
      lastEmitted.current = stored;
      onChangeRef.current?.(stored);
    },
  });

  // A value from outside (a lesson loaded, a form reset) replaces the document.
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(toEditorHtml(value), { emitUpdate: false });
    baseline.current = { stored: value, normalized: fromEditorHtml(editor.getHTML()) };
  }, [editor, value]);

  useEffect(() => {
    if (editor && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  dropImages.current = (files, pos) => {
    if (editor) uploads.start(editor, files, pos);
  };

  const deferred = useDeferredValue(value);

  const chain = () => editor!.chain().focus();
  const insertBlank = () => {
    const n = countBlankMarkers(lastEmitted.current) + 1;
    chain().insertContent(` ___${n} `).run();
  };
  const onFormula = (attrs: MathAttrs) => {
    if (!editor) return;
    if (dialog?.kind === 'formula' && dialog.pos !== undefined)
      editor.chain().focus().updateMath(dialog.pos, attrs).run();
    else editor.chain().focus().insertMath(attrs).run();
    setDialog(null);
  };
  const onUrl = (v: UrlDialogValue) => {
    if (!editor || !dialog) return;
    if (dialog.kind === 'link') {
      if (editor.state.selection.empty && !editor.isActive('link')) {
        chain()
          .insertContent({ type: 'text', text: v.url, marks: [{ type: 'link', attrs: { href: v.url } }] })
          .run();
      } else {
        chain().extendMarkRange('link').setLink({ href: v.url }).run();
      }
    } else if (dialog.kind === 'image') {
      chain()
        .setImage({ src: v.url, alt: v.text || undefined })
        .run();
    }
    setDialog(null);
  };

  return (
    <div
      className={`rte rte--${variant}${status === 'error' ? ' rte--error' : ''}${disabled ? ' rte--disabled' : ''}`}
      data-testid={testId}
    >
      {!disabled && editor && (
        <EditorToolbar
          editor={editor}
          full={full}
          blanks={blanks}
          preview={preview}
          showPreview={showPreview}
          onTogglePreview={() => setShowPreview((v) => !v)}
          onDialog={setDialog}
          onInsertBlank={insertBlank}
        />
      )}
      <ImageUploads pending={uploads.pending} errors={uploads.errors} onDismiss={uploads.dismissError} />
      <div className={`rte-body${preview && showPreview ? ' rte-body--split' : ''}`}>
        <EditorContent editor={editor} className="rte-editor" />
        {preview && showPreview && (
          <section className="rte-preview" aria-label={t('editor.previewTitle')} data-testid="rte-preview">
            <div className="rte-preview__title">{t('editor.previewTitle')}</div>
            {deferred.trim() === '' ? (
              <div className="rte-preview__empty">{t('editor.previewEmpty')}</div>
            ) : (
              <RichText source={deferred} />
            )}
          </section>
        )}
      </div>
      {dialog?.kind === 'formula' && (
        <FormulaDialog
          open
          initial={dialog.initial}
          defaultDisplay={dialog.display}
          onOk={onFormula}
          onCancel={() => setDialog(null)}
        />
      )}
      {(dialog?.kind === 'link' || dialog?.kind === 'image') && (
        <UrlDialog
          open
          kind={dialog.kind}
          initial={dialog.kind === 'link' ? dialog.initial : undefined}
          upload={dialog.kind === 'image' && imageUpload ? uploadImage : undefined}
          onOk={onUrl}
          onCancel={() => setDialog(null)}
        />
      )}
    </div>
  );
}
