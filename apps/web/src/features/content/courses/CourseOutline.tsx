import { FileTextOutlined } from '@ant-design/icons';
import { Empty, Skeleton, Tag, Tree } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../ui/QueryError';
import { useChapterTree } from '../api/courses';
import { CONTENT_NS } from '../i18n';
import { buildOutline, chapterKeys, type OutlineNode } from './outline';

/** A course's chapters and lessons, read-only; a lesson opens with `onOpenLesson`. */
export function CourseOutline({
  courseId,
  onOpenLesson,
  showStatus = false,
}: {
  courseId: number;
  onOpenLesson: (lessonId: number) => void;
  /** managers: mark draft lessons */
  showStatus?: boolean;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const tree = useChapterTree(courseId);
  const outline = useMemo(() => {
    // Read-only: an empty chapter shows no expander.
    const settle = (nodes: OutlineNode[]): OutlineNode[] =>
      nodes.map((n) => ({ ...n, isLeaf: n.children.length === 0, children: settle(n.children) }));
    return tree.data ? settle(buildOutline(tree.data.chapters, tree.data.lessons)) : [];
  }, [tree.data]);
  const expanded = useMemo(() => chapterKeys(outline), [outline]);
  if (tree.isError) return <QueryError testId="content-error" error={tree.error} onRetry={() => void tree.refetch()} />;
  if (tree.isLoading) return <Skeleton active paragraph={{ rows: 5 }} title={false} />;
  if (outline.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chapter.noneReader')} />;
  return (
    <Tree<OutlineNode>
      className="outline-tree outline-tree--reader"
      blockNode
      showLine={{ showLeafIcon: false }}
      treeData={outline}
      defaultExpandedKeys={expanded}
      selectable
      selectedKeys={[]}
      onSelect={(_, { node }) => {
        const n = node as unknown as OutlineNode;
        if (n.kind === 'lesson') onOpenLesson(n.id);
      }}
      titleRender={(n) =>
        n.kind === 'lesson' ? (
          <span className="outline-node outline-node--lesson outline-node--link" data-testid="outline-lesson">
            <FileTextOutlined className="outline-node__icon" />
            <span className="outline-node__title">{n.title}</span>
            {showStatus && !n.lesson?.published && <Tag className="outline-node__draft">{t('status.draft')}</Tag>}
            {(n.lesson?.exerciseCount ?? 0) > 0 && (
              <span className="outline-node__count">{n.lesson?.exerciseCount}</span>
            )}
          </span>
        ) : (
          <span className="outline-node outline-node--chapter">
            <span className="outline-node__title">{n.title}</span>
          </span>
        )
      }
    />
  );
}
