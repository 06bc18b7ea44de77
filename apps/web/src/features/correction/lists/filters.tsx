import type { CorrectionRow, CorrectionState } from '@edu/shared';
import { DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListStateHandle } from '../../../ui/list/useListState';
import { CORRECTION_NS } from '../i18n';

/** The filters both /correction/index lists share (the admin's adds a brand). */
export interface CorrectionFilters {
  classId?: number;
  lessonId?: number;
  state?: CorrectionState;
  /** YYYY-MM-DD, handed in on or after */
  from?: string;
  /** YYYY-MM-DD, handed in on or before */
  to?: string;
  brandId?: number;
}

export type Option = { value: number; label: string };

/**
 * The classes and lessons of the rows seen so far, as filter choices: every page read adds its own, and a
 * choice once made stays (its rows keep it). Simple and true: a corrector's classes and lessons are those of
 * the work it corrects.
 */
export function useSeenOptions(
  rows:
    | readonly Pick<CorrectionRow, 'classId' | 'className' | 'lessonId' | 'lessonTitle' | 'courseTitle'>[]
    | undefined,
): { classes: Option[]; lessons: Option[] } {
  const classes = useRef(new Map<number, string>());
  const lessons = useRef(new Map<number, string>());
  return useMemo(() => {
    for (const r of rows ?? []) {
      classes.current.set(r.classId, r.className);
      lessons.current.set(r.lessonId, r.courseTitle ? `${r.lessonTitle} · ${r.courseTitle}` : r.lessonTitle);
    }
    const sorted = (m: Map<number, string>) =>
      [...m].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
    return { classes: sorted(classes.current), lessons: sorted(lessons.current) };
  }, [rows]);
}

/** A day picked in the range, as the contract takes it (YYYY-MM-DD). */
export const dayOf = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);

/** Class, lesson, state and hand-in days. */
export function CorrectionFilterFields({
  list,
  classes,
  lessons,
}: {
  list: ListStateHandle<CorrectionFilters>;
  classes: Option[];
  lessons: Option[];
}) {
  const { t } = useTranslation(CORRECTION_NS);
  const f = list.state.filters;
  const range: [Dayjs | null, Dayjs | null] | null =
    f.from || f.to ? [f.from ? dayjs(f.from) : null, f.to ? dayjs(f.to) : null] : null;
  return (
    <>
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t('filters.class')}
        placeholder={t('filters.class')}
        className="list-toolbar__select"
        value={f.classId}
        onChange={(classId) => list.setFilters({ classId })}
        options={classes}
        data-testid="correction-filter-class"
      />
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t('filters.lesson')}
        placeholder={t('filters.lesson')}
        className="list-toolbar__select list-toolbar__select--wide"
        value={f.lessonId}
        onChange={(lessonId) => list.setFilters({ lessonId })}
        options={lessons}
        popupMatchSelectWidth={false}
        data-testid="correction-filter-lesson"
      />
      <Select<CorrectionState>
        allowClear
        aria-label={t('filters.state')}
        placeholder={t('filters.state')}
        className="list-toolbar__select"
        value={f.state}
        onChange={(state) => list.setFilters({ state })}
        options={[
          { value: 'waiting', label: t('state.waiting') },
          { value: 'corrected', label: t('state.corrected') },
        ]}
        data-testid="correction-filter-state"
      />
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        placeholder={[t('filters.from'), t('filters.to')]}
        value={range}
        onChange={(days) => list.setFilters({ from: dayOf(days?.[0]), to: dayOf(days?.[1]) })}
        className="correction-range"
        data-testid="correction-filter-days"
      />
    </>
  );
}
