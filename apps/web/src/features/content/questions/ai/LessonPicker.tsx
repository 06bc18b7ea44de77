import { Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChapterTree, useCourseList } from '../../api/courses';
import { CONTENT_NS } from '../../i18n';

/** A lesson as the generation's source: a course, then one of its lessons. */
export function LessonPicker({ value, onChange }: { value?: number; onChange: (id: number | undefined) => void }) {
  const { t } = useTranslation(CONTENT_NS);
  const [courseId, setCourseId] = useState<number | undefined>();
  const courses = useCourseList({ page: 1, pageSize: 100 });
  const tree = useChapterTree(courseId);
  return (
    <Space wrap className="ai-lesson-picker">
      <Select<number>
        showSearch
        optionFilterProp="label"
        allowClear
        placeholder={t('ai.course')}
        aria-label={t('ai.course')}
        loading={courses.isLoading}
        value={courseId}
        onChange={(v) => {
          setCourseId(v);
          onChange(undefined);
        }}
        options={(courses.data?.list ?? []).map((c) => ({ value: c.id, label: c.title }))}
        className="ai-lesson-picker__select"
        data-testid="ai-course"
      />
      <Select<number>
        showSearch
        optionFilterProp="label"
        allowClear
        disabled={courseId === undefined}
        placeholder={t('ai.lesson')}
        aria-label={t('ai.lesson')}
        loading={tree.isLoading}
        value={value}
        onChange={(v) => onChange(v)}
        options={(tree.data?.lessons ?? []).map((l) => ({ value: l.id, label: l.title }))}
        className="ai-lesson-picker__select"
        data-testid="ai-lesson"
      />
    </Space>
  );
}
