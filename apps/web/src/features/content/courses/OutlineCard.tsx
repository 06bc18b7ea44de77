import {
  DeleteOutlined,
  EditOutlined,
  FileAddOutlined,
  FolderAddOutlined,
  OrderedListOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { CourseKind } from '@edu/shared';
import { Button, Card, Empty, Space, Tooltip, Tree, type TreeProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconAction } from '../../../ui/IconAction';
import { CONTENT_NS } from '../i18n';
import { lessonKey, type OutlineNode } from './outline';

/** What can be done from the outline (each asks first where it must, or opens its dialog). */
export interface OutlineActions {
  /** a chapter at the top (null) or inside a chapter */
  addChapter: (parentId: number | null) => void;
  addLesson: (chapterId: number) => void;
  rename: (chapter: OutlineNode) => void;
  deleteChapter: (chapter: OutlineNode) => void;
  deleteLesson: (lesson: OutlineNode) => void;
  /** a book course's table of contents */
  editToc: () => void;
}

/**
 * A course's outline being edited: its chapters and lessons as a tree (drag and drop to reorder or move
 * them), each with its actions; a lesson picked opens in the editor beside it.
 */
export function OutlineCard({
  kind,
  outline,
  expandedKeys,
  onExpand,
  selectedLessonId,
  onSelectLesson,
  actions,
  drop,
}: {
  kind: CourseKind;
  outline: OutlineNode[];
  expandedKeys: string[];
  onExpand: (keys: string[]) => void;
  selectedLessonId: number | undefined;
  onSelectLesson: (lessonId: number) => void;
  actions: OutlineActions;
  drop: Pick<TreeProps, 'allowDrop' | 'onDrop'>;
}) {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <Card
      className="ct-card outline-card"
      title={t('chapter.outline')}
      extra={
        <Space size={4}>
          {kind === 'book' && (
            <IconAction label={t('toc.edit')} type="default" icon={<OrderedListOutlined />} onClick={actions.editToc} />
          )}
          <Button
            size="small"
            type="primary"
            ghost
            icon={<PlusOutlined />}
            onClick={() => actions.addChapter(null)}
            data-testid="add-chapter"
          >
            {t('chapter.add')}
          </Button>
        </Space>
      }
      data-testid="course-outline"
    >
      {outline.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chapter.none')}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => actions.addChapter(null)}>
            {t('chapter.add')}
          </Button>
        </Empty>
      ) : (
        <>
          <Typography.Text type="secondary" className="outline-hint">
            {t('chapter.dragHint')}
          </Typography.Text>
          <Tree<OutlineNode>
            className="outline-tree"
            blockNode
            draggable={{ icon: false }}
            showLine={{ showLeafIcon: false }}
            treeData={outline}
            fieldNames={{ key: 'key', title: 'title', children: 'children' }}
            titleRender={(node) => <OutlineNodeTitle node={node} actions={actions} />}
            expandedKeys={expandedKeys}
            onExpand={(keys) => onExpand(keys.map(String))}
            selectedKeys={selectedLessonId ? [lessonKey(selectedLessonId)] : []}
            onSelect={(_, { node }) => {
              const n = node as unknown as OutlineNode;
              if (n.kind === 'lesson') onSelectLesson(n.id);
              else
                onExpand(
                  expandedKeys.includes(n.key) ? expandedKeys.filter((k) => k !== n.key) : [...expandedKeys, n.key],
                );
            }}
            allowDrop={drop.allowDrop}
            onDrop={drop.onDrop}
          />
        </>
      )}
    </Card>
  );
}

function OutlineNodeTitle({ node, actions }: { node: OutlineNode; actions: OutlineActions }) {
  const { t } = useTranslation(CONTENT_NS);
  if (node.kind === 'lesson') {
    const l = node.lesson!;
    return (
      <span className="outline-node outline-node--lesson" data-testid="outline-lesson">
        <span
          className={`outline-dot${l.published ? ' outline-dot--on' : ''}`}
          title={l.published ? t('status.published') : t('status.draft')}
        />
        <span className="outline-node__title">{node.title}</span>
        {l.exerciseCount > 0 && (
          <Tooltip title={t('exercises.title', { count: l.exerciseCount })}>
            <span className="outline-node__count">{l.exerciseCount}</span>
          </Tooltip>
        )}
        <span className="outline-node__actions" onClick={(e) => e.stopPropagation()}>
          <IconAction
            label={t('ui:actions.delete')}
            danger
            icon={<DeleteOutlined />}
            onClick={() => actions.deleteLesson(node)}
          />
        </span>
      </span>
    );
  }
  return (
    <span className="outline-node outline-node--chapter" data-testid="outline-chapter">
      <span className="outline-node__title">{node.title}</span>
      <span className="outline-node__actions" onClick={(e) => e.stopPropagation()}>
        <IconAction
          label={t('lesson.add')}
          icon={<FileAddOutlined />}
          onClick={() => actions.addLesson(node.id)}
          data-testid="chapter-add-lesson"
        />
        <IconAction
          label={t('chapter.addSub')}
          icon={<FolderAddOutlined />}
          onClick={() => actions.addChapter(node.id)}
        />
        <IconAction label={t('common.rename')} icon={<EditOutlined />} onClick={() => actions.rename(node)} />
        <IconAction
          label={t('ui:actions.delete')}
          danger
          icon={<DeleteOutlined />}
          onClick={() => actions.deleteChapter(node)}
        />
      </span>
    </span>
  );
}
