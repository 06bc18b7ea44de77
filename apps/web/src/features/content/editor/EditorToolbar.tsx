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
import { type Editor, useEditorState } from '@tiptap/react';
import { Button, Divider, Dropdown, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_NS } from '../i18n';
import type { MathAttrs } from './math-node';
import type { UrlDialogValue } from './UrlDialog';

/** The editor's dialogs: a formula (new, or the one at `pos`), a link, a picture. */
export type EditorDialog =
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
 * The toolbar of the rich-text editor: history, marks, (full variant) headings, quotes, code and
 * alignment, lists, link, picture, table, formulas, the fill-in blank and the preview switch. Each button
 * reflects the selection (bold when the text is bold…).
 */
export function EditorToolbar({
  editor,
  full,
  blanks,
  preview,
  showPreview,
  onTogglePreview,
  onDialog,
  onInsertBlank,
}: {
  editor: Editor;
  /** the full variant (lessons) */
  full: boolean;
  blanks: boolean;
  preview: boolean;
  showPreview: boolean;
  onTogglePreview: () => void;
  onDialog: (dialog: EditorDialog) => void;
  onInsertBlank: () => void;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const s = useToolbarState(editor);
  if (!s) return null;
  const chain = () => editor.chain().focus();
  return (
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
        onClick={() => onDialog({ kind: 'link', initial: { url: editor.getAttributes('link').href ?? '' } })}
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
        onClick={() => onDialog({ kind: 'image' })}
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
        onClick={() => onDialog({ kind: 'formula', display: false })}
        testId="rte-formula"
      >
        <span className="rte-tool__label">{t('editor.formula.button')}</span>
      </ToolButton>
      {full && (
        <ToolButton
          title={t('editor.formula.insertDisplay')}
          onClick={() => onDialog({ kind: 'formula', display: true })}
          testId="rte-formula-display"
        >
          ∑
        </ToolButton>
      )}
      {blanks && (
        <ToolButton title={t('editor.blankHint')} onClick={onInsertBlank} testId="rte-blank">
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
            onClick={onTogglePreview}
            testId="rte-preview-toggle"
          />
        </>
      )}
    </div>
  );
}
