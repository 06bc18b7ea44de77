import {
  ArrowLeftOutlined,
  CheckCircleFilled,
  DeleteOutlined,
  EditOutlined,
  FileAddOutlined,
  FolderAddOutlined,
  HistoryOutlined,
  OrderedListOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  Button,
  Card,
  Empty,
  Flex,
  Grid,
  Modal,
  Result,
  Skeleton,
  Space,
  Tooltip,
  Tree,
  type TreeProps,
  Typography,
} from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toastSuccess } from '../../../app/feedback';
import {
  useChapterTree,
  useDeleteChapter,
  useDeleteLesson,
  useMoveChapter,
  useMoveLesson,
  usePublishCourse,
  useSaveChapter,
  useSaveLesson,
} from '../api/courses';
import { idFromSearch, QueryError, settle } from '../components/common';
import { NameDialog } from '../components/NameDialog';
import { useGradeLabel } from '../components/selects';
import { dropIndex, dropPositionOf } from '../components/tree-drop';
import '../content.css';
import '../i18n';
import { CONTENT_NS } from '../i18n';
import { CourseCover, CourseKindTag, PublishedTag } from './course-ui';
import { CourseFormModal } from './CourseFormModal';
import { HistoryDrawer } from './HistoryDrawer';
import { LessonDrawer } from './LessonDrawer';
import { LessonEditor } from './LessonEditor';
import {
  buildOutline,
  chapterKeys,
  childKeys,
  idOfKey,
  isChapterKey,
  isLessonKey,
  lessonKey,
  type OutlineNode,
} from './outline';
import { TocEditor } from './TocEditor';

type Naming =
  | { kind: 'chapter'; parentId: number | null }
  | { kind: 'rename'; chapterId: number; title: string }
  | { kind: 'lesson'; chapterId: number }
  | null;

/**
 * /courseCenter/EditContent?id=<course>[&lesson=<lesson>]: a course's chapter tree (drag and drop to
 * reorder chapters and lessons, or move them elsewhere) and the lesson being written, with its
 * exercises; publishing of the course and of each lesson.
 */
export default function EditContentPage() {
  const { t } = useTranslation(CONTENT_NS);
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const screens = Grid.useBreakpoint();
  const gradeLabel = useGradeLabel();
  const courseId = idFromSearch(search);
  const lessonId = idFromSearch(search, 'lesson');
  const tree = useChapterTree(courseId);
  const saveChapter = useSaveChapter();
  const saveLesson = useSaveLesson();
  const moveChapter = useMoveChapter();
  const moveLesson = useMoveLesson();
  const removeChapter = useDeleteChapter();
  const removeLesson = useDeleteLesson();
  const publishCourse = usePublishCourse();
  const [naming, setNaming] = useState<Naming>(null);
  const [editingInfo, setEditingInfo] = useState(false);
  const [editingToc, setEditingToc] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [reading, setReading] = useState<number | undefined>();
  const [showHistory, setShowHistory] = useState(false);
  const [modal, modalContext] = Modal.useModal();

  const course = tree.data?.course;
  const outline = useMemo(() => (tree.data ? buildOutline(tree.data.chapters, tree.data.lessons) : []), [tree.data]);
  const allChapterKeys = useMemo(() => chapterKeys(outline), [outline]);
  const lessons = tree.data?.lessons ?? [];
  const chapters = tree.data?.chapters ?? [];
  const selectedLesson = lessons.find((l) => l.id === lessonId);

  const onDirtyChange = useCallback((d: boolean) => setDirty(d), []);

  /** Runs `go` now, or after confirming that unsaved changes of the lesson may be lost. */
  const guard = (go: () => void) => {
    if (!dirty) {
      go();
      return;
    }
    void modal.confirm({
      title: t('lesson.discardTitle'),
      content: t('lesson.discardBody'),
      okText: t('lesson.discard'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => {
        setDirty(false);
        go();
      },
    });
  };

  const selectLesson = (id: number | undefined) =>
    guard(() => {
      const next = new URLSearchParams(search);
      if (id === undefined) next.delete('lesson');
      else next.set('lesson', String(id));
      setSearch(next, { replace: true });
    });

  const onName = async (name: string) => {
    if (!naming || !courseId) return;
    try {
      if (naming.kind === 'chapter') {
        const c = await saveChapter.mutateAsync({ courseId, parentId: naming.parentId, title: name });
        setExpanded((e) => [...(e ?? allChapterKeys), `c:${c.id}`]);
        void toastSuccess(t('chapter.created'));
      } else if (naming.kind === 'rename') {
        await saveChapter.mutateAsync({ id: naming.chapterId, title: name });
        void toastSuccess(t('common.saved'));
      } else {
        const l = await saveLesson.mutateAsync({ chapterId: naming.chapterId, title: name });
        setExpanded((e) => [...(e ?? allChapterKeys), `c:${naming.chapterId}`]);
        selectLesson(l.id);
        void toastSuccess(t('lesson.created'));
      }
      setNaming(null);
    } catch {
      // shown by the request client
    }
  };

  const confirmDeleteChapter = (node: OutlineNode) => {
    void modal.confirm({
      title: t('chapter.deleteTitle', { title: node.title }),
      content: t('chapter.deleteBody'),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common.cancel'),
      onOk: settle(async () => {
        const r = await removeChapter.mutateAsync(node.id);
        if (selectedLesson && !lessons.some((l) => l.id === selectedLesson.id && l.chapterId !== node.id))
          selectLesson(undefined);
        void toastSuccess(t('chapter.deleted', { chapters: r.chapters, lessons: r.lessons }));
      }),
    });
  };

  const confirmDeleteLesson = (node: OutlineNode) => {
    void modal.confirm({
      title: t('lesson.deleteTitle', { title: node.title }),
      content: t('lesson.deleteBody'),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common.cancel'),
      onOk: settle(async () => {
        await removeLesson.mutateAsync(node.id);
        if (lessonId === node.id) {
          setDirty(false);
          selectLesson(undefined);
        }
        void toastSuccess(t('lesson.deleted'));
      }),
    });
  };

  const togglePublish = () => {
    if (!course) return;
    void modal.confirm({
      title: course.published
        ? t('course.unpublishTitle', { title: course.title })
        : t('course.publishTitle', { title: course.title }),
      content: course.published ? t('course.unpublishBody') : t('course.publishBody'),
      okText: course.published ? t('course.unpublish') : t('course.publish'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: settle(async () => {
        await publishCourse.mutateAsync({ id: course.id, published: !course.published });
        void toastSuccess(course.published ? t('course.unpublished') : t('course.published'));
      }),
    });
  };

  const nodeTitle = (node: OutlineNode) => {
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
            <Tooltip title={t('common.delete')}>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('common.delete')}
                onClick={() => confirmDeleteLesson(node)}
              />
            </Tooltip>
          </span>
        </span>
      );
    }
    return (
      <span className="outline-node outline-node--chapter" data-testid="outline-chapter">
        <span className="outline-node__title">{node.title}</span>
        <span className="outline-node__actions" onClick={(e) => e.stopPropagation()}>
          <Tooltip title={t('lesson.add')}>
            <Button
              type="text"
              size="small"
              icon={<FileAddOutlined />}
              aria-label={t('lesson.add')}
              onClick={() => setNaming({ kind: 'lesson', chapterId: node.id })}
              data-testid="chapter-add-lesson"
            />
          </Tooltip>
          <Tooltip title={t('chapter.addSub')}>
            <Button
              type="text"
              size="small"
              icon={<FolderAddOutlined />}
              aria-label={t('chapter.addSub')}
              onClick={() => setNaming({ kind: 'chapter', parentId: node.id })}
            />
          </Tooltip>
          <Tooltip title={t('common.rename')}>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('common.rename')}
              onClick={() => setNaming({ kind: 'rename', chapterId: node.id, title: node.title })}
            />
          </Tooltip>
          <Tooltip title={t('common.delete')}>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('common.delete')}
              onClick={() => confirmDeleteChapter(node)}
            />
          </Tooltip>
        </span>
      </span>
    );
  };

  const parentOf = (key: string): string | null => {
    if (isLessonKey(key)) {
      const l = lessons.find((x) => x.id === idOfKey(key));
      return l ? `c:${l.chapterId}` : null;
    }
    const c = chapters.find((x) => x.id === idOfKey(key));
    return c?.parentId ? `c:${c.parentId}` : null;
  };

  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) => {
    const drag = String(dragNode.key);
    const drop = String(dropNode.key);
    // Nothing goes inside a lesson; a lesson always stays inside a chapter.
    if (dropPosition === 0) return isChapterKey(drop);
    if (isLessonKey(drag)) return parentOf(drop) !== null;
    return true;
  };

  const onDrop: TreeProps['onDrop'] = (info) => {
    const drag = String(info.dragNode.key);
    const target = String(info.node.key);
    const position = dropPositionOf(info);
    const parentKey = position === 'inside' ? target : parentOf(target);
    const siblings = childKeys(outline, parentKey);
    if (isLessonKey(drag)) {
      if (parentKey === null) return;
      const index = dropIndex(siblings, drag, target, position, isLessonKey);
      moveLesson.mutate({ id: idOfKey(drag), chapterId: idOfKey(parentKey), index });
    } else {
      const index = dropIndex(siblings, drag, target, position, isChapterKey);
      moveChapter.mutate({ id: idOfKey(drag), parentId: parentKey === null ? null : idOfKey(parentKey), index });
    }
  };

  if (!courseId) {
    return (
      <Result
        status="warning"
        title={t('common.missingId')}
        extra={<Button onClick={() => navigate('/courseCenter/courseCenter')}>{t('common.back')}</Button>}
      />
    );
  }
  if (tree.isError) return <QueryError error={tree.error} onRetry={() => void tree.refetch()} />;
  if (!course) return <Skeleton active className="ct-page-skeleton" />;
  if (!course.editable) {
    return (
      <Result
        status="403"
        title={t('course.notEditable')}
        extra={<Button onClick={() => navigate(-1)}>{t('common.back')}</Button>}
      />
    );
  }

  const outlineCard = (
    <Card
      className="ct-card outline-card"
      title={t('chapter.outline')}
      extra={
        <Space size={4}>
          {course.kind === 'book' && (
            <Tooltip title={t('toc.edit')}>
              <Button
                size="small"
                icon={<OrderedListOutlined />}
                onClick={() => guard(() => setEditingToc(true))}
                aria-label={t('toc.edit')}
              />
            </Tooltip>
          )}
          <Button
            size="small"
            type="primary"
            ghost
            icon={<PlusOutlined />}
            onClick={() => setNaming({ kind: 'chapter', parentId: null })}
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
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setNaming({ kind: 'chapter', parentId: null })}>
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
            titleRender={nodeTitle}
            expandedKeys={expanded ?? allChapterKeys}
            onExpand={(keys) => setExpanded(keys.map(String))}
            selectedKeys={lessonId ? [lessonKey(lessonId)] : []}
            onSelect={(_, { node }) => {
              const n = node as unknown as OutlineNode;
              if (n.kind === 'lesson') selectLesson(n.id);
              else
                setExpanded((e) => {
                  const cur = e ?? allChapterKeys;
                  return cur.includes(n.key) ? cur.filter((k) => k !== n.key) : [...cur, n.key];
                });
            }}
            allowDrop={allowDrop}
            onDrop={onDrop}
          />
        </>
      )}
    </Card>
  );

  return (
    <div className="edit-content" data-testid="edit-content">
      {modalContext}
      <Card className="ct-card course-head">
        <Flex gap={16} align="center" wrap>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={() => guard(() => navigate('/courseCenter/courseCenter'))}
            aria-label={t('common.back')}
          />
          <CourseCover course={course} size="large" />
          <div className="course-head__text">
            <Typography.Title level={4} className="course-head__title" data-testid="course-heading">
              {course.title}
            </Typography.Title>
            <Space size={[4, 4]} wrap>
              <CourseKindTag kind={course.kind} />
              <PublishedTag published={course.published} />
              <Typography.Text type="secondary">
                {t(`subject.${course.subject}`)} · {gradeLabel(course.grade)}
                {course.kind === 'book' && course.textbookEdition ? ` · ${course.textbookEdition}` : ''} ·{' '}
                {course.brandName ?? t('owner.platform')}
              </Typography.Text>
            </Space>
          </div>
          <Space wrap className="course-head__actions">
            <Button icon={<EditOutlined />} onClick={() => setEditingInfo(true)}>
              {t('course.editInfo')}
            </Button>
            <Button icon={<HistoryOutlined />} onClick={() => setShowHistory(true)} data-testid="course-history">
              {t('history.button')}
            </Button>
            <Button
              type={course.published ? 'default' : 'primary'}
              icon={course.published ? undefined : <CheckCircleFilled />}
              onClick={togglePublish}
              data-testid="course-publish"
            >
              {course.published ? t('course.unpublish') : t('course.publish')}
            </Button>
          </Space>
        </Flex>
      </Card>
      <div className={`edit-content__body${screens.lg ? '' : ' edit-content__body--stacked'}`}>
        <aside className="edit-content__outline">{outlineCard}</aside>
        <main className="edit-content__lesson">
          {selectedLesson ? (
            <LessonEditor
              key={selectedLesson.id}
              lessonId={selectedLesson.id}
              subject={course.subject}
              grade={course.grade}
              onDirtyChange={onDirtyChange}
              onPreview={setReading}
            />
          ) : (
            <Card className="ct-card">
              <Empty
                description={lessons.length === 0 ? t('lesson.noneYet') : t('lesson.pick')}
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                data-testid="no-lesson"
              />
            </Card>
          )}
        </main>
      </div>
      <NameDialog
        open={naming !== null}
        title={
          naming?.kind === 'lesson'
            ? t('lesson.add')
            : naming?.kind === 'rename'
              ? t('chapter.renameTitle')
              : naming?.parentId
                ? t('chapter.addSub')
                : t('chapter.add')
        }
        label={naming?.kind === 'lesson' ? t('lesson.title') : t('chapter.title')}
        initial={naming?.kind === 'rename' ? naming.title : ''}
        loading={saveChapter.isPending || saveLesson.isPending}
        onOk={(name) => void onName(name)}
        onCancel={() => setNaming(null)}
        testId={naming?.kind === 'lesson' ? 'lesson-dialog' : 'chapter-dialog'}
      />
      <CourseFormModal open={editingInfo} course={course} onClose={() => setEditingInfo(false)} />
      <LessonDrawer lessonId={reading} onClose={() => setReading(undefined)} />
      <HistoryDrawer open={showHistory} course={course} lesson={selectedLesson} onClose={() => setShowHistory(false)} />
      {course.kind === 'book' && (
        <TocEditor
          open={editingToc}
          course={course}
          chapters={chapters}
          lessons={lessons}
          onClose={() => setEditingToc(false)}
        />
      )}
    </div>
  );
}
