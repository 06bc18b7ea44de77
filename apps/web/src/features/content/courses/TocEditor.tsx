import type { ChapterRow, CourseRow, LessonRow } from '@edu/shared';
import { CHAPTER_TREE_MAX } from '@edu/shared';
import { Alert, type AlertProps, Col, Empty, Input, Modal, Row, Tree, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { useSaveChapterTree } from '../api/courses';
import { CONTENT_NS } from '../i18n';
import { parseToc, type TocLine, tocInput, tocRemovals, tocText } from './toc';

interface TocTreeNode {
  key: string;
  title: string;
  children: TocTreeNode[];
}

function tocTree(lines: readonly TocLine[]): TocTreeNode[] {
  const nodes = new Map<string, TocTreeNode>();
  const roots: TocTreeNode[] = [];
  for (const l of lines) {
    const node: TocTreeNode = { key: l.key, title: l.title, children: [] };
    nodes.set(l.key, node);
    const parent = l.parentKey ? nodes.get(l.parentKey) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * A book course's chapters as the textbook's table of contents, edited as an indented outline and
 * saved at once (saveChapterTree). Chapters whose line is kept keep their lessons; what would be
 * deleted is listed before saving.
 */
export function TocEditor({
  open,
  course,
  chapters,
  lessons,
  onClose,
}: {
  open: boolean;
  course: CourseRow;
  chapters: readonly ChapterRow[];
  lessons: readonly LessonRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const save = useSaveChapterTree();
  const [text, setText] = useState('');
  useEffect(() => {
    if (open) setText(tocText(chapters));
  }, [open, chapters]);
  const parsed = useMemo(() => parseToc(text, chapters), [text, chapters]);
  const removed = useMemo(() => tocRemovals(parsed.lines, chapters), [parsed, chapters]);
  const removedIds = new Set(removed.map((c) => c.id));
  const lostLessons = lessons.filter((l) => removedIds.has(l.chapterId)).length;
  const tooMany = parsed.lines.length > CHAPTER_TREE_MAX;
  const tree = useMemo(() => tocTree(parsed.lines), [parsed]);

  const submit = async () => {
    try {
      await save.mutateAsync(tocInput(course.id, parsed.lines));
      void toastSuccess(t('toc.saved'));
      onClose();
    } catch {
      // shown by the request client
    }
  };

  return (
    <Modal
      open={open}
      title={t('toc.title', { edition: course.textbookEdition || course.title })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('ui:actions.save')}
      cancelText={t('common:cancel')}
      okButtonProps={{
        disabled: tooMany || parsed.tooLong.length > 0,
        danger: removed.length > 0,
        'data-testid': 'toc-save',
      }}
      confirmLoading={save.isPending}
      width={900}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="toc-editor"
    >
      <Typography.Paragraph type="secondary">{t('toc.help')}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 12, maxRows: 24 }}
            spellCheck={false}
            className="toc-text"
            aria-label={t('toc.outline')}
            data-testid="toc-text"
            onKeyDown={(e) => {
              // Tab indents instead of leaving the box.
              if (e.key !== 'Tab') return;
              e.preventDefault();
              const el = e.currentTarget;
              const { selectionStart: s, selectionEnd: end } = el;
              const next = `${text.slice(0, s)}  ${text.slice(end)}`;
              setText(next);
              requestAnimationFrame(() => el.setSelectionRange(s + 2, s + 2));
            }}
          />
        </Col>
        <Col xs={24} md={12}>
          <Typography.Text strong>{t('toc.preview', { count: parsed.lines.length })}</Typography.Text>
          {tree.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chapter.none')} />
          ) : (
            <Tree className="toc-tree" treeData={tree} defaultExpandAll showLine selectable={false} key={text.length} />
          )}
        </Col>
      </Row>
      {parsed.badIndent.length > 0 && (
        <TocAlert type="warning" title={t('toc.badIndent', { lines: parsed.badIndent.join(', ') })} />
      )}
      {parsed.tooLong.length > 0 && (
        <TocAlert type="error" title={t('toc.tooLong', { lines: parsed.tooLong.join(', ') })} />
      )}
      {tooMany && <TocAlert type="error" title={t('toc.tooMany', { max: CHAPTER_TREE_MAX })} />}
      {removed.length > 0 && (
        <TocAlert
          type="error"
          title={t('toc.removes', { chapters: removed.length, lessons: lostLessons })}
          description={removed.map((c) => c.title).join('、')}
          data-testid="toc-removals"
        />
      )}
    </Modal>
  );
}

/** What is wrong with the text (or what it would delete), under the editor. */
function TocAlert(props: AlertProps) {
  return <Alert showIcon className="toc-alert" {...props} />;
}
