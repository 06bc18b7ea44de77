import type { MyClassRow } from '@edu/shared';
import { Alert, Button, Card, Checkbox, Flex, Modal, Select, Skeleton, Space, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toastSuccess } from '../../../app/feedback';
import { settle } from '../../../ui/confirm';
import { useGradeLabel } from '../../../ui/grades';
import { ListEmpty } from '../../../ui/list/ListEmpty';
import { QueryError } from '../../../ui/QueryError';
import { idFromQuery } from '../../../ui/query-id';
import {
  useClassReleases,
  useCourseOutline,
  useMyClasses,
  useSetLessonRelease,
  useTeachableCourses,
} from '../api/releases';
import '../i18n';
import { LEARNING_NS } from '../i18n';
import '../learning.css';
import { countStates, releaseTree, selectedLessonIds } from './release-tree';
import { type ReleaseAction, ReleaseTable } from './ReleaseTable';
import { ScheduleModal } from './ScheduleModal';

/** The class and course chosen, kept in the address so that a reload or a shared link keeps them. */
function usePicked() {
  const [search, setSearch] = useSearchParams();
  const classId = idFromQuery(search.get('classId'));
  const courseId = idFromQuery(search.get('courseId'));
  const pick = (next: { classId?: number; courseId?: number }) =>
    setSearch(
      (prev) => {
        const out = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(next)) {
          if (v === undefined) out.delete(k);
          else out.set(k, String(v));
        }
        return out;
      },
      { replace: true },
    );
  return { classId, courseId, pick };
}

/**
 * /lockUp/index: a teacher releases the lessons of a course to one of its classes now or at a set time,
 * or locks them again (DESIGN.md section 4, lesson releases). The server enforces it for students.
 */
export default function LockUpPage() {
  const { t } = useTranslation(LEARNING_NS);
  const gradeLabel = useGradeLabel();
  const [modal, modalContext] = Modal.useModal();
  const picked = usePicked();
  const [allGrades, setAllGrades] = useState(false);
  const [selected, setSelected] = useState<Key[]>([]);
  const [scheduling, setScheduling] = useState<number[] | null>(null);

  const classes = useMyClasses();
  // A class id that is not one of the teacher's (an old link) falls back to its first class.
  const klass: MyClassRow | undefined = classes.data?.find((c) => c.id === picked.classId) ?? classes.data?.[0];
  const courses = useTeachableCourses(allGrades ? undefined : klass?.grade, klass !== undefined);
  const courseId =
    picked.courseId !== undefined ? picked.courseId : courses.isPlaceholderData ? undefined : courses.data?.list[0]?.id;
  const outline = useCourseOutline(klass ? courseId : undefined);
  const releases = useClassReleases(klass?.id, courseId);
  const change = useSetLessonRelease();

  const tree = useMemo(
    () => (outline.data && releases.data ? releaseTree(outline.data, releases.data.releases) : []),
    [outline.data, releases.data],
  );
  const counts = countStates(releases.data?.releases ?? []);
  const selectedIds = selectedLessonIds(selected);

  const apply = async (action: ReleaseAction, lessonIds: number[], unlockAt?: string) => {
    if (!klass) return;
    await change.mutateAsync({ classId: klass.id, lessonIds, action, unlockAt });
    setSelected([]);
    void toastSuccess(t(`lockUp.done.${action}`, { class: klass.name, count: lessonIds.length }));
  };

  const onAction = (action: ReleaseAction, lessonIds: number[]) => {
    if (!klass || lessonIds.length === 0) return;
    if (action === 'schedule') return setScheduling(lessonIds);
    if (action === 'release') return void settle(() => apply('release', lessonIds))();
    void modal.confirm({
      title: t('lockUp.lockTitle'),
      content: t('lockUp.lockContent', { class: klass.name, count: lessonIds.length }),
      okText: t('lockUp.lock'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: settle(() => apply('lock', lessonIds)),
    });
  };

  if (classes.isError)
    return <QueryError error={classes.error} onRetry={() => classes.refetch()} testId="learning-error" />;
  if (classes.isPending) return <Skeleton active />;
  if (classes.data.length === 0) {
    return (
      <Card>
        <ListEmpty filtered={false} text={t('lockUp.noClasses')} />
      </Card>
    );
  }

  const body = () => {
    if (!klass) return null;
    const failed = [courses, outline, releases].find((q) => q.isError);
    if (failed) return <QueryError error={failed.error} onRetry={() => failed.refetch()} testId="learning-error" />;
    if (courses.isPending) return <Skeleton active />;
    if (courseId === undefined) return <ListEmpty filtered={false} text={t('lockUp.noCourses')} />;
    if (outline.isPending || releases.isPending) return <Skeleton active />;
    if (tree.length === 0) return <ListEmpty filtered={false} text={t('lockUp.noLessons')} />;
    return (
      <ReleaseTable
        key={`${klass.id}-${courseId}`}
        tree={tree}
        selected={selected}
        onSelect={setSelected}
        onAction={onAction}
        busy={change.isPending}
      />
    );
  };

  return (
    <Card className="lock-up" data-testid="lock-up">
      {modalContext}
      <Typography.Paragraph type="secondary">{t('lockUp.intro')}</Typography.Paragraph>
      <Flex wrap gap="small" align="center" className="lock-up__pickers">
        <Select
          aria-label={t('lockUp.class')}
          className="lock-up__class"
          value={klass?.id}
          onChange={(classId: number) => {
            setSelected([]);
            picked.pick({ classId, courseId: undefined });
          }}
          options={classes.data.map((c) => ({
            value: c.id,
            label: t('lockUp.classOption', { name: c.name, school: c.schoolName, count: c.students }),
          }))}
          data-testid="lock-up-class"
        />
        <Select
          aria-label={t('lockUp.course')}
          className="lock-up__course"
          showSearch={{ optionFilterProp: 'label' }}
          loading={courses.isFetching}
          value={courseId}
          onChange={(id: number) => {
            setSelected([]);
            picked.pick({ courseId: id });
          }}
          options={(courses.data?.list ?? []).map((c) => ({
            value: c.id,
            label: `${c.title} · ${gradeLabel(c.grade)}`,
          }))}
          notFoundContent={t('lockUp.noCourses')}
          data-testid="lock-up-course"
        />
        <Checkbox checked={allGrades} onChange={(e) => setAllGrades(e.target.checked)}>
          {t('lockUp.allGrades')}
        </Checkbox>
      </Flex>
      {releases.data && (
        <Typography.Paragraph className="lock-up__summary" data-testid="lock-up-summary">
          {t('lockUp.summary', counts)}
        </Typography.Paragraph>
      )}
      {selectedIds.length > 0 && (
        <Alert
          type="info"
          className="lock-up__bulk"
          data-testid="lock-up-bulk"
          title={t('lockUp.selected', { count: selectedIds.length })}
          action={
            <Space wrap>
              <Button size="small" type="primary" onClick={() => onAction('release', selectedIds)}>
                {t('lockUp.release')}
              </Button>
              <Button size="small" onClick={() => onAction('schedule', selectedIds)}>
                {t('lockUp.schedule')}
              </Button>
              <Button size="small" danger onClick={() => onAction('lock', selectedIds)}>
                {t('lockUp.lock')}
              </Button>
              <Button size="small" type="text" onClick={() => setSelected([])}>
                {t('lockUp.clearSelection')}
              </Button>
            </Space>
          }
        />
      )}
      {body()}
      <ScheduleModal
        open={scheduling !== null}
        className={klass?.name ?? ''}
        count={scheduling?.length ?? 0}
        busy={change.isPending}
        onCancel={() => setScheduling(null)}
        onOk={(unlockAt) => {
          const ids = scheduling ?? [];
          void settle(async () => {
            await apply('schedule', ids, unlockAt);
            setScheduling(null);
          })();
        }}
      />
    </Card>
  );
}
