import type { CourseKind, Subject } from '@edu/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../../ui/list/ListToolbar';
import { GradeSelect, SubjectSelect } from '../components/selects';
import { CONTENT_NS } from '../i18n';

/** The filters every course list has (the pages add the owner's or the brand's). */
export interface CourseListFilters {
  kind?: CourseKind;
  subject?: Subject;
  grade?: number;
  published?: boolean;
}

/**
 * A course list's search and filters: title, kind, subject, grade and (for those who see drafts) the
 * state, in the list toolbar.
 */
export function CourseFilterFields({
  list,
  withPublished,
}: {
  /** the list's state (useListState) */
  list: {
    state: { keyword: string; filters: CourseListFilters };
    setKeyword: (keyword: string) => void;
    setFilters: (change: Partial<CourseListFilters>) => void;
  };
  /** the published / draft filter */
  withPublished: boolean;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const filters = list.state.filters;
  const onFilters = list.setFilters;
  return (
    <>
      <ListSearch list={list} placeholder={t('course.searchPlaceholder')} />
      <Select<CourseKind>
        allowClear
        placeholder={t('course.kind')}
        aria-label={t('course.kind')}
        value={filters.kind}
        onChange={(v) => onFilters({ kind: v })}
        options={(['normal', 'ai', 'book'] as const).map((k) => ({ value: k, label: t(`courseKind.${k}`) }))}
        className="list-toolbar__select"
        data-testid="filter-kind"
      />
      <SubjectSelect
        allowClear
        value={filters.subject}
        onChange={(v) => onFilters({ subject: v as Subject })}
        className="list-toolbar__select"
      />
      <GradeSelect
        allowClear
        value={filters.grade}
        onChange={(v) => onFilters({ grade: v })}
        className="list-toolbar__select"
      />
      {withPublished && (
        <Select<'1' | '0'>
          allowClear
          placeholder={t('ui:fields.status')}
          aria-label={t('ui:fields.status')}
          value={filters.published === undefined ? undefined : filters.published ? '1' : '0'}
          onChange={(v) => onFilters({ published: v === undefined ? undefined : v === '1' })}
          options={[
            { value: '1', label: t('status.published') },
            { value: '0', label: t('status.draft') },
          ]}
          className="list-toolbar__select"
        />
      )}
    </>
  );
}
