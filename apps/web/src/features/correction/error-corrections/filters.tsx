import { ERROR_CORRECTION_STATES, type ErrorCorrectionState } from '@edu/shared';
import { DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ListStateHandle } from '../../../ui/list/useListState';
import { CORRECTION_NS } from '../i18n';
import { dayOf, type Option } from '../lists/filters';

/** The filters both /errorCorrection/index lists share (the admin's adds a brand). */
export interface ErrorCorrectionFilters {
  state?: ErrorCorrectionState;
  classId?: number;
  /** YYYY-MM-DD, sent on or after */
  from?: string;
  /** YYYY-MM-DD, sent on or before */
  to?: string;
  brandId?: number;
}

/** State, class and the days it was sent. */
export function ErrorCorrectionFilterFields({
  list,
  classes,
}: {
  list: ListStateHandle<ErrorCorrectionFilters>;
  classes: Option[];
}) {
  const { t } = useTranslation(CORRECTION_NS);
  const f = list.state.filters;
  const range: [Dayjs | null, Dayjs | null] | null =
    f.from || f.to ? [f.from ? dayjs(f.from) : null, f.to ? dayjs(f.to) : null] : null;
  return (
    <>
      <Select<ErrorCorrectionState>
        allowClear
        aria-label={t('errorCorrection.filters.state')}
        placeholder={t('errorCorrection.filters.state')}
        className="list-toolbar__select"
        value={f.state}
        onChange={(state) => list.setFilters({ state })}
        options={ERROR_CORRECTION_STATES.map((s) => ({ value: s, label: t(`errorCorrection.state.${s}`) }))}
        data-testid="error-correction-filter-state"
      />
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        aria-label={t('errorCorrection.filters.class')}
        placeholder={t('errorCorrection.filters.class')}
        className="list-toolbar__select"
        value={f.classId}
        onChange={(classId) => list.setFilters({ classId })}
        options={classes}
        data-testid="error-correction-filter-class"
      />
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        placeholder={[t('errorCorrection.filters.from'), t('errorCorrection.filters.to')]}
        value={range}
        onChange={(days) => list.setFilters({ from: dayOf(days?.[0]), to: dayOf(days?.[1]) })}
        className="correction-range"
        data-testid="error-correction-filter-days"
      />
    </>
  );
}
