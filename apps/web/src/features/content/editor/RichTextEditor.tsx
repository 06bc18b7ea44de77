import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  CodeOutlined,
  DeleteColumnOutlined,
  DeleteRowOutlined,
  DisconnectOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  FunctionOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { countBlankMarkers } from '@edu/shared';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { Placeholder } from '@tiptap/extensions';
import { getHTMLFromFragment } from '@tiptap/core';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Alert, Button, Divider, Dropdown, Tooltip } from 'antd';
import { type ReactNode, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../api/courses';
import { CONTENT_NS } from '../i18n';
import { RichText } from '../render/RichHtml';
import { FormulaDialog } from './FormulaDialog';
import { dataImagesOf, imageFilesOf, imageUploadErrorText, precheckImage } from './image-upload';
import { fromEditorHtml, toEditorHtml } from './math-html';
import { type MathAttrs, MathNode } from './math-node';
import { UploadRow } from './UploadRow';
import { UrlDialog, type UrlDialogValue } from './UrlDialog';
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
   * pictures can be uploaded (content managers: /openapi/course/uploadImage): from the image dialog,
   * and by pasting or dropping them into the text
   */
  imageUpload?: boolean;
  /** told when pictures start and stop uploading (a form waits for them before it saves) */
  onUploadingChange?: (uploading: boolean) => void;
}

/** A picture pasted or dropped into the text, on its way to the server. */
interface PendingImage {
  id: number;
  name: string;
  percent: number;
  controller: AbortController;
}

type Dialog =
  | { kind: 'formula'; initial?: MathAttrs; pos?: number; display: boolean }
  | { kind: 'link'; initial?: Partial<UrlDialogValue> }
  | { kind: 'image' }
  | null;

function ToolButton({
  title,
  icon,
  active,
  disabled,
  onClick,
  testId,
  children,
}: {
  title: string;
  icon?: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <Tooltip title={title} mouseEnterDelay={0.4}>
      <Button
        type={active ? 'primary' : 'text'}
        ghost={active}
        size="small"
        icon={icon}
        disabled={disabled}
        aria-label={title}
        aria-pressed={active}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
        data-testid={testId}
        className="rte-tool"
      >
        {children}
      </Button>
    </Tooltip>
  );
}

function useToolbarState(editor: Editor | null) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            underline: e.isActive('underline'),
            strike: e.isActive('strike'),
            code: e.isActive('code'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            link: e.isActive('link'),
            table: e.isActive('table'),
            left: e.isActive({ textAlign: 'left' }),
            center: e.isActive({ textAlign: 'center' }),
            right: e.isActive({ textAlign: 'right' }),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });
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
  const [dialog, setDialog] = useState<Dialog>(null);
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [uploadErrors, setUploadErrors] = useState<{ id: number; text: string }[]>([]);
  /** where each pending picture goes: a document position, mapped through every change meanwhile */
  const pendingPos = useRef(new Map<number, number>());
  const nextUploadId = useRef(0);
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
      if (!transaction.docChanged || pendingPos.current.size === 0) return;
      for (const [id, pos] of pendingPos.current) pendingPos.current.set(id, transaction.mapping.map(pos));
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

  const addUploadError = useCallback((text: string) => {
    nextUploadId.current += 1;
    const id = nextUploadId.current;
    setUploadErrors((list) => [...list.slice(-4), { id, text }]);
  }, []);

  dropImages.current = (files, pos) => {
    if (!editor) return;
    for (const file of files) {
      const refused = precheckImage(file, t);
      if (refused) {
        addUploadError(refused);
        continue;
      }
      nextUploadId.current += 1;
      const id = nextUploadId.current;
      const controller = new AbortController();
      pendingPos.current.set(id, pos);
      setPending((list) => [...list, { id, name: file.name, percent: 0, controller }]);
      const progress = (percent: number) =>
        setPending((list) => list.map((p) => (p.id === id ? { ...p, percent } : p)));
      uploadImage(file, (p) => progress(p.percent), controller.signal)
        .then(({ url }) => {
          const at = pendingPos.current.get(id);
          if (at === undefined || editor.isDestroyed) return;
          const where = Math.max(0, Math.min(at, editor.state.doc.content.size));
          editor
            .chain()
            .insertContentAt(where, { type: 'image', attrs: { src: url } })
            .run();
        })
        .catch((error: unknown) => {
          const text = imageUploadErrorText(error, file, t);
          if (text) addUploadError(text);
        })
        .finally(() => {
          pendingPos.current.delete(id);
          setPending((list) => list.filter((p) => p.id !== id));
        });
    }
  };

  // Leaving the editor cancels the uploads still running (and inserts nothing).
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  useEffect(() => {
    const positions = pendingPos.current;
    return () => {
      positions.clear();
      for (const p of pendingRef.current) p.controller.abort();
    };
  }, []);

  const uploading = pending.length > 0;
  const onUploadingChangeRef = useRef(onUploadingChange);
  onUploadingChangeRef.current = onUploadingChange;
  useEffect(() => {
    if (!uploading) return;
    onUploadingChangeRef.current?.(true);
    return () => onUploadingChangeRef.current?.(false);
  }, [uploading]);

  const state = useToolbarState(editor);
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

  const s = state;
  const tools = editor && s && (
    <div className="rte-toolbar" role="toolbar" aria-label={t('editor.toolbar')}>
      <ToolButton
        title={t('editor.undo')}
        icon={<UndoOutlined />}
        disabled={!s.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        title={t('editor.redo')}
        icon={<RedoOutlined />}
        disabled={!s.canRedo}
        onClick={() => chain().redo().run()}
      />
      <Divider orientation="vertical" />
      <ToolButton
        title={t('editor.bold')}
        icon={<BoldOutlined />}
        active={s.bold}
        onClick={() => chain().toggleBold().run()}
        testId="rte-bold"
      />
      <ToolButton
        title={t('editor.italic')}
        icon={<ItalicOutlined />}
        active={s.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        title={t('editor.underline')}
        icon={<UnderlineOutlined />}
        active={s.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      {full && (
        <ToolButton
          title={t('editor.strike')}
          icon={<StrikethroughOutlined />}
          active={s.strike}
          onClick={() => chain().toggleStrike().run()}
        />
      )}
      {full && (
        <>
          <Divider orientation="vertical" />
          <ToolButton
            title={t('editor.heading2')}
            active={s.h2}
            onClick={() => chain().toggleHeading({ level: 2 }).run()}
          >
            H2
          </ToolButton>
          <ToolButton
            title={t('editor.heading3')}
            active={s.h3}
            onClick={() => chain().toggleHeading({ level: 3 }).run()}
          >
            H3
          </ToolButton>
        </>
      )}
      <Divider orientation="vertical" />
      <ToolButton
        title={t('editor.bulletList')}
        icon={<UnorderedListOutlined />}
        active={s.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        title={t('editor.orderedList')}
        icon={<OrderedListOutlined />}
        active={s.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      {full && (
        <>
          <ToolButton title={t('editor.quote')} active={s.quote} onClick={() => chain().toggleBlockquote().run()}>
            ❝
          </ToolButton>
          <ToolButton
            title={t('editor.code')}
            icon={<CodeOutlined />}
            active={s.code}
            onClick={() => chain().toggleCode().run()}
          />
          <Divider orientation="vertical" />
          <ToolButton
            title={t('editor.alignLeft')}
            icon={<AlignLeftOutlined />}
            active={s.left}
            onClick={() => chain().setTextAlign('left').run()}
          />
          <ToolButton
            title={t('editor.alignCenter')}
            icon={<AlignCenterOutlined />}
            active={s.center}
            onClick={() => chain().setTextAlign('center').run()}
          />
          <ToolButton
            title={t('editor.alignRight')}
            icon={<AlignRightOutlined />}
            active={s.right}
            onClick={() => chain().setTextAlign('right').run()}
          />
        </>
      )}
      <Divider orientation="vertical" />
      <ToolButton
        title={t('editor.link.title')}
        icon={<LinkOutlined />}
        active={s.link}
        onClick={() => setDialog({ kind: 'link', initial: { url: editor.getAttributes('link').href ?? '' } })}
      />
      {s.link && (
        <ToolButton
          title={t('editor.unlink')}
          icon={<DisconnectOutlined />}
          onClick={() => chain().unsetLink().run()}
        />
      )}
      <ToolButton
        title={t('editor.image.title')}
        icon={<PictureOutlined />}
        onClick={() => setDialog({ kind: 'image' })}
        testId="rte-image"
      />
      {full && !s.table && (
        <ToolButton
          title={t('editor.table.insert')}
          icon={<TableOutlined />}
          onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        />
      )}
      {full && s.table && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'row', icon: <InsertRowBelowOutlined />, label: t('editor.table.addRow') },
              { key: 'col', icon: <InsertRowRightOutlined />, label: t('editor.table.addColumn') },
              { key: 'delRow', icon: <DeleteRowOutlined />, label: t('editor.table.deleteRow') },
              { key: 'delCol', icon: <DeleteColumnOutlined />, label: t('editor.table.deleteColumn') },
              { type: 'divider' },
              { key: 'delTable', danger: true, label: t('editor.table.delete') },
            ],
            onClick: ({ key }) => {
              const c = chain();
              if (key === 'row') c.addRowAfter().run();
              if (key === 'col') c.addColumnAfter().run();
              if (key === 'delRow') c.deleteRow().run();
              if (key === 'delCol') c.deleteColumn().run();
              if (key === 'delTable') c.deleteTable().run();
            },
          }}
        >
          <Button
            type="primary"
            ghost
            size="small"
            icon={<TableOutlined />}
            aria-label={t('editor.table.menu')}
            className="rte-tool"
          />
        </Dropdown>
      )}
      <Divider orientation="vertical" />
      <ToolButton
        title={t('editor.formula.insertTitle')}
        icon={<FunctionOutlined />}
        onClick={() => setDialog({ kind: 'formula', display: false })}
        testId="rte-formula"
      >
        <span className="rte-tool__label">{t('editor.formula.button')}</span>
      </ToolButton>
      {full && (
        <ToolButton
          title={t('editor.formula.insertDisplay')}
          onClick={() => setDialog({ kind: 'formula', display: true })}
          testId="rte-formula-display"
        >
          ∑
        </ToolButton>
      )}
      {blanks && (
        <ToolButton title={t('editor.blankHint')} onClick={insertBlank} testId="rte-blank">
          {t('editor.blank')}
        </ToolButton>
      )}
      {preview && (
        <>
          <span className="rte-toolbar__spacer" />
          <ToolButton
            title={showPreview ? t('editor.hidePreview') : t('editor.showPreview')}
            icon={showPreview ? <EyeInvisibleOutlined /> : <EyeOutlined />}
            active={showPreview}
            onClick={() => setShowPreview((v) => !v)}
            testId="rte-preview-toggle"
          />
        </>
      )}
    </div>
  );

  return (
    <div
      className={`rte rte--${variant}${status === 'error' ? ' rte--error' : ''}${disabled ? ' rte--disabled' : ''}`}
      data-testid={testId}
    >
      {!disabled && tools}
      {(pending.length > 0 || uploadErrors.length > 0) && (
        <div className="rte-uploads" data-testid="rte-uploads">
          {pending.map((p) => (
            <UploadRow
              key={p.id}
              name={p.name}
              percent={p.percent}
              onCancel={() => p.controller.abort()}
              data-testid="rte-upload"
            />
          ))}
          {uploadErrors.map((e) => (
            <Alert
              key={e.id}
              type="error"
              showIcon
              title={e.text}
              closable={{ 'aria-label': t('editor.image.dismiss') }}
              onClose={() => setUploadErrors((list) => list.filter((x) => x.id !== e.id))}
              className="rte-upload__error"
              data-testid="rte-upload-error"
            />
          ))}
        </div>
      )}
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

export default RichTextEditor;
