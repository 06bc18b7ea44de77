import { Button, Card, Empty, Grid, Modal, Result, Skeleton } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toastSuccess } from '../../../app/feedback';
import { settle } from '../../../ui/confirm';
import { QueryError } from '../../../ui/QueryError';
import { idFromQuery } from '../../../ui/query-id';
import { useChapterTree, useDeleteChapter, useDeleteLesson, useSaveChapter, useSaveLesson } from '../api/courses';
import { NameDialog } from '../components/NameDialog';
import '../content.css';
import '../i18n';
import { CONTENT_NS } from '../i18n';
import { CourseFormModal } from './CourseFormModal';
import { EditContentHead } from './EditContentHead';
import { HistoryDrawer } from './HistoryDrawer';
import { LessonDrawer } from './LessonDrawer';
import { LessonEditor } from './LessonEditor';
import { type OutlineActions, OutlineCard } from './OutlineCard';
import { buildOutline, chapterKeys, type OutlineNode } from './outline';
import { TocEditor } from './TocEditor';
import { useCoursePublishing } from './useCoursePublishing';
import { useOutlineDrop } from './useOutlineDrop';

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
  const courseId = idFromQuery(search.get('id'));
  const lessonId = idFromQuery(search.get('lesson'));
  const tree = useChapterTree(courseId);
  const [modal, modalContext] = Modal.useModal();
  const saveChapter = useSaveChapter();
  const saveLesson = useSaveLesson();
  const removeChapter = useDeleteChapter();
  const removeLesson = useDeleteLesson();
  const publishCourse = useCoursePublishing(modal);
  const [naming, setNaming] = useState<Naming>(null);
  const [editingInfo, setEditingInfo] = useState(false);
  const [editingToc, setEditingToc] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [reading, setReading] = useState<number | undefined>();
  const [showHistory, setShowHistory] = useState(false);

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
      cancelText: t('common:cancel'),
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
      okText: t('ui:actions.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
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
      okText: t('ui:actions.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
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

  const drop = useOutlineDrop({ outline, chapters, lessons });
  const outlineActions: OutlineActions = {
    addChapter: (parentId) => setNaming({ kind: 'chapter', parentId }),
    addLesson: (chapterId) => setNaming({ kind: 'lesson', chapterId }),
    rename: (node) => setNaming({ kind: 'rename', chapterId: node.id, title: node.title }),
    deleteChapter: confirmDeleteChapter,
    deleteLesson: confirmDeleteLesson,
    editToc: () => guard(() => setEditingToc(true)),
  };

  if (!courseId) {
    return (
      <Result
        status="warning"
        title={t('ui:missingId')}
        extra={<Button onClick={() => navigate('/courseCenter/courseCenter')}>{t('ui:actions.back')}</Button>}
      />
    );
  }
  if (tree.isError) return <QueryError testId="content-error" error={tree.error} onRetry={() => void tree.refetch()} />;
  if (!course) return <Skeleton active className="ct-page-skeleton" />;
  if (!course.editable) {
    return (
      <Result
        status="403"
        title={t('course.notEditable')}
        extra={<Button onClick={() => navigate(-1)}>{t('ui:actions.back')}</Button>}
      />
    );
  }

  return (
    <div className="edit-content" data-testid="edit-content">
      {modalContext}
      <EditContentHead
        course={course}
        onBack={() => guard(() => navigate('/courseCenter/courseCenter'))}
        onEditInfo={() => setEditingInfo(true)}
        onHistory={() => setShowHistory(true)}
        onPublish={() => publishCourse(course)}
      />
      <div className={`edit-content__body${screens.lg ? '' : ' edit-content__body--stacked'}`}>
        <aside className="edit-content__outline">
          <OutlineCard
            kind={course.kind}
            outline={outline}
            expandedKeys={expanded ?? allChapterKeys}
            onExpand={setExpanded}
            selectedLessonId={lessonId}
            onSelectLesson={selectLesson}
            actions={outlineActions}
            drop={drop}
          />
        </aside>
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
