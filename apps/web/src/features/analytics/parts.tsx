import { CheckOutlined, DownloadOutlined } from '@ant-design/icons';
import { SUBJECTS, type Subject } from '@edu/shared';
import { Button, Flex, InputNumber, Select, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRequestError } from '../../app/api';
import { useAppStore } from '../../app/app-store';
import { toastSuccess } from '../../app/feedback';
import { useDebounced } from '../../app/use-debounced';
import { htmlLangOf } from '../../app/i18n';
import { GRADES, useGradeLabel } from '../../ui/grades';
import { useSchoolOptions } from './api';
import { choiceKeyText, type ItemFlag } from './figures';
import { formatPercent, MASTERY_BANDS, masteryBand } from './heat';
import { ANALYTICS_NS } from './i18n';
import { recentWeeks } from './report-params';
import { useSubjectLabel } from '../../ui/subjects';

// The analytics pages' small parts: filters, the mastery cell and its legend, tags, the export button and the
// lazy chart (echarts loads with the first trend shown).

const charts = () => import('./charts/TrendsChart');
export const TrendsChart = lazy(() => charts().then((m) => ({ default: m.TrendsChart })));

/** Where the chart goes while echarts loads: a box of the chart's height. */
export function ChartSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="jzx-chart" />}>{children}</Suspense>;
}

/** The console's language as a BCP 47 tag, for the figures' formats. */
export function useLocale(): string {
  return htmlLangOf(useAppStore((s) => s.language));
}

/** A share as a whole percent in the reader's language. */
export function usePercent(): (share: number | null | undefined) => string {
  const locale = useLocale();
  return (share) => formatPercent(share, locale);
}

/**
 * Focus back where it was when a drawer opened (the cell or button that opened it) once it has closed, so that
 * a keyboard user goes on from there, and a second Escape closes the drawer below a nested one.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const afterOpenChange = useCallback((open: boolean) => {
    if (open) return;
    const el = opener.current;
    opener.current = null;
    if (el?.isConnected) el.focus();
  }, []);
  return { remember, afterOpenChange };
}

/**
 * Back to the first page when the view's filters change (`filters`: the request's filters as the list fixes
 * them), and only then: not when a kept-alive page shows again (its effects run again on showing).
 */
export function useFirstPageOn(filters: object, setPage: (page: number) => void) {
  const key = JSON.stringify(filters);
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    setPage(1);
  }, [key, setPage]);
}

// ---- filters

export function SubjectFilter({ value, onChange }: { value?: Subject; onChange: (subject?: Subject) => void }) {
  const { t } = useTranslation(ANALYTICS_NS);
  const subjectLabel = useSubjectLabel();
  return (
    <Select<Subject>
      allowClear
      aria-label={t('filters.subject')}
      placeholder={t('filters.allSubjects')}
      className="list-toolbar__select"
      value={value}
      onChange={(subject) => onChange(subject)}
      options={SUBJECTS.map((s) => ({ value: s, label: subjectLabel(s) }))}
      popupMatchSelectWidth={false}
      data-testid="jzx-filter-subject"
    />
  );
}

export function GradeFilter({ value, onChange }: { value?: number; onChange: (grade?: number) => void }) {
  const { t } = useTranslation(ANALYTICS_NS);
  const gradeLabel = useGradeLabel();
  return (
    <Select<number>
      allowClear
      aria-label={t('filters.grade')}
      placeholder={t('filters.allGrades')}
      className="list-toolbar__select"
      value={value}
      onChange={(grade) => onChange(grade)}
      options={GRADES.map((g) => ({ value: g, label: gradeLabel(g) }))}
      popupMatchSelectWidth={false}
      data-testid="jzx-filter-grade"
    />
  );
}

/** The schools of the caller's scope, searched on the server (the admin and the brand admin have this filter). */
export function SchoolFilter({ value, onChange }: { value?: number; onChange: (schoolId?: number) => void }) {
  const { t } = useTranslation(ANALYTICS_NS);
  const [search, setSearch] = useState('');
  const options = useSchoolOptions(search, true);
  // The chosen school's name stays known when a later search no longer brings it.
  const [known, setKnown] = useState<{ value: number; label: string }[]>([]);
  const merged = useMemo(() => {
    const fetched = options.data ?? [];
    const seen = new Set(fetched.map((o) => o.value));
    return [...fetched, ...known.filter((o) => !seen.has(o.value))];
  }, [options.data, known]);
  return (
    <Select<number>
      allowClear
      aria-label={t('filters.school')}
      placeholder={t('filters.allSchools')}
      className="list-toolbar__select list-toolbar__select--wide"
      value={value}
      options={merged}
      loading={options.isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search, autoClearSearchValue: true }}
      onChange={(schoolId) => {
        setKnown(merged.filter((o) => o.value === schoolId));
        setSearch('');
        onChange(schoolId);
      }}
      onOpenChange={(open) => {
        if (!open) setSearch('');
      }}
      popupMatchSelectWidth={false}
      data-testid="jzx-filter-school"
    />
  );
}

/** How many weeks the range offers (the trends show at most 104). */
const WEEK_CHOICES = 104;

/** The ISO week range: two selects of the latest weeks, newest first; a choice that would reverse the range is off. */
export function WeekRangeFilter({
  from,
  to,
  onChange,
}: {
  from?: string;
  to?: string;
  onChange: (range: { weekFrom?: string; weekTo?: string }) => void;
}) {
  const { t } = useTranslation(ANALYTICS_NS);
  const weeks = useMemo(() => recentWeeks(new Date(), WEEK_CHOICES), []);
  const label = (w: (typeof weeks)[number]) =>
    t('filters.weekOption', { week: w.week, from: w.monday.slice(5), to: w.sunday.slice(5) });
  const options = (disabled: (week: string) => boolean) =>
    weeks.map((w) => ({ value: w.week, label: label(w), disabled: disabled(w.week) }));
  return (
    <>
      <Select<string>
        allowClear
        showSearch
        aria-label={t('filters.weekFrom')}
        placeholder={t('filters.weekFrom')}
        className="list-toolbar__select jzx-week"
        value={from}
        onChange={(weekFrom) => onChange({ weekFrom, weekTo: to })}
        options={options((w) => to !== undefined && w > to)}
        popupMatchSelectWidth={false}
        data-testid="jzx-filter-week-from"
      />
      <Select<string>
        allowClear
        showSearch
        aria-label={t('filters.weekTo')}
        placeholder={t('filters.weekTo')}
        className="list-toolbar__select jzx-week"
        value={to}
        onChange={(weekTo) => onChange({ weekFrom: from, weekTo })}
        options={options((w) => from !== undefined && w < from)}
        popupMatchSelectWidth={false}
        data-testid="jzx-filter-week-to"
      />
    </>
  );
}

/**
 * "Minimum answers": a whole number from 1, applied 400 ms after the last keystroke (each value is a new
 * request); follows `value` when it changes from outside (a link, the browser's back button).
 */
export function MinAttemptsInput({ value, onChange }: { value: number; onChange: (minAttempts: number) => void }) {
  const { t } = useTranslation(ANALYTICS_NS);
  const [draft, setDraft] = useState<number>(value);
  const settled = useDebounced(draft, 400);
  const id = useId();
  useEffect(() => setDraft(value), [value]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled new draft is applied
  useEffect(() => {
    if (settled !== value) onChange(settled);
  }, [settled]);
  return (
    <span className="jzx-inline-field">
      <label htmlFor={id}>{t('filters.minAttempts')}</label>
      <InputNumber<number>
        id={id}
        min={1}
        max={100_000}
        precision={0}
        value={draft}
        onChange={(next) => {
          if (next !== null && Number.isInteger(next) && next >= 1) setDraft(next);
        }}
        title={t('filters.minAttemptsHint')}
        className="jzx-number"
        data-testid="jzx-min-attempts"
      />
    </span>
  );
}

// ---- the mastery scale

/** The width of a knowledge point's column in the heat maps. */
export const POINT_WIDTH = 104;

/** The heat map's knowledge-point columns (one mastery cell per point), for the classes' grid and a class's students. */
export function pointColumns<Row extends { cells: Array<CellFigures & { knowledgePointId: number }> }>(
  points: Array<{ id: number; name: string }>,
  rowName: (row: Row) => string,
  onOpen: (row: Row, point: { id: number; name: string }) => void,
  testId: string,
): TableColumnsType<Row> {
  return points.map((p) => ({
    key: `kp${p.id}`,
    title: <span className="jzx-colhead">{p.name}</span>,
    width: POINT_WIDTH,
    align: 'center' as const,
    className: 'jzx-heat__cell',
    render: (_: unknown, r: Row) => (
      <MasteryCell
        row={rowName(r)}
        point={p.name}
        cell={r.cells.find((c) => c.knowledgePointId === p.id)}
        onOpen={() => onOpen(r, p)}
        testId={testId}
      />
    ),
  }));
}

/** The colour scale's legend: each band with its range, and the look of a cell without answers. */
export function MasteryLegend() {
  const { t } = useTranslation(ANALYTICS_NS);
  return (
    <Flex wrap gap={8} align="center" className="jzx-legend" data-testid="jzx-legend">
      <Typography.Text type="secondary" id="jzx-legend-title">
        {t('heatmap.legend')}
      </Typography.Text>
      <ul className="jzx-legend__list" aria-labelledby="jzx-legend-title">
        {MASTERY_BANDS.map((band) => (
          <li key={band.index} className="jzx-legend__item">
            <span
              className="jzx-legend__swatch"
              style={{ background: band.background, color: band.text }}
              aria-hidden
              data-band={band.index}
            />
            {t('heatmap.band', { from: band.from, to: band.to })}
          </li>
        ))}
        <li className="jzx-legend__item">
          <span className="jzx-legend__swatch jzx-legend__swatch--empty" aria-hidden>
            —
          </span>
          {t('heatmap.noAnswers')}
        </li>
      </ul>
    </Flex>
  );
}

/** A cell without answers: a dash on no colour (never like 0 %), named "…: no answers" for screen readers. */
function EmptyCell({ row, point, testId }: { row: string; point: string; testId: string }) {
  const { t } = useTranslation(ANALYTICS_NS);
  return (
    <span className="jzx-cell jzx-cell--empty" data-testid={testId} data-empty="true">
      <span aria-hidden>—</span>
      <span className="ui-visually-hidden">{t('heatmap.cellEmpty', { row, point })}</span>
    </span>
  );
}

export interface CellFigures {
  attempts: number;
  correct: number;
  facility: number | null;
}

/**
 * One heat-map cell: its figure on its band's colour. With answers it is a button (reached by Tab, named
 * "<row>, <point>: 72%", described by its answer counts, which also show on hover and focus) that opens what
 * is behind it; without answers a dash on no colour, named "…: no answers" for screen readers, and nothing
 * to press.
 */
export function MasteryCell({
  row,
  point,
  cell,
  onOpen,
  testId,
}: {
  row: string;
  point: string;
  cell: CellFigures | undefined;
  onOpen: () => void;
  testId: string;
}) {
  const { t } = useTranslation(ANALYTICS_NS);
  const percent = usePercent();
  const describedBy = useId();
  const band = cell && cell.attempts > 0 ? masteryBand(cell.facility) : null;
  if (!cell || !band) {
    return <EmptyCell row={row} point={point} testId={testId} />;
  }
  const figure = percent(cell.facility);
  const attempts = t('heatmap.attempts', { attempts: cell.attempts, correct: cell.correct });
  return (
    <>
      <Tooltip title={attempts} trigger={['hover', 'focus']}>
        <button
          type="button"
          className="jzx-cell"
          style={{ background: band.background, color: band.text }}
          aria-label={t('heatmap.cell', { row, point, figure })}
          aria-describedby={describedBy}
          onClick={onOpen}
          data-testid={testId}
          data-band={band.index}
        >
          {figure}
        </button>
      </Tooltip>
      <span id={describedBy} hidden>
        {attempts}
      </span>
    </>
  );
}

/**
 * A heat-map figure with nothing behind it to open (a student's overall figure): coloured like a cell, its
 * figure as text, named like the cells for screen readers.
 */
export function StaticCell({
  row,
  point,
  cell,
  testId,
}: {
  row: string;
  point: string;
  cell: Omit<CellFigures, 'facility'>;
  testId: string;
}) {
  const { t } = useTranslation(ANALYTICS_NS);
  const percent = usePercent();
  const facility = cell.attempts > 0 ? cell.correct / cell.attempts : null;
  const band = masteryBand(facility);
  if (!band) {
    return <EmptyCell row={row} point={point} testId={testId} />;
  }
  const figure = percent(facility);
  return (
    <span
      className="jzx-cell jzx-cell--static"
      style={{ background: band.background, color: band.text }}
      data-testid={testId}
      data-band={band.index}
    >
      <span aria-hidden>{figure}</span>
      <span className="ui-visually-hidden">
        {t('heatmap.cell', { row, point, figure })}.{' '}
        {t('heatmap.attempts', { attempts: cell.attempts, correct: cell.correct })}
      </span>
    </span>
  );
}

/** A figure chip coloured like the heat map (lists of knowledge points), with its figure as text. */
export function FacilityChip({ facility, testId }: { facility: number | null; testId?: string }) {
  const percent = usePercent();
  const band = masteryBand(facility);
  return (
    <span
      className={band ? 'jzx-chip' : 'jzx-chip jzx-chip--empty'}
      style={band ? { background: band.background, color: band.text } : undefined}
      data-testid={testId}
    >
      {percent(facility)}
    </span>
  );
}

// ---- questions

export function TypeTag({ type }: { type: string }) {
  const { t } = useTranslation(ANALYTICS_NS);
  return <Tag>{t(`type.${type}`, { defaultValue: type })}</Tag>;
}

export function KnowledgePointTags({ points }: { points: readonly { id: number; name: string }[] }) {
  if (points.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex wrap gap={4}>
      {points.map((p) => (
        <Tag key={p.id} color="blue" className="jzx-kp" data-testid="jzx-kp">
          {p.name}
        </Tag>
      ))}
    </Flex>
  );
}

/** How often each option was picked, the key marked (✓ and in words for screen readers). */
export function ChoiceCounts({ choices }: { choices: readonly { key: string; count: number; isKey: boolean }[] }) {
  const { t } = useTranslation(ANALYTICS_NS);
  const judge = (value: boolean) => t(value ? 'question:true' : 'question:false');
  if (choices.length === 0) return <Typography.Text type="secondary">{t('items.noChoices')}</Typography.Text>;
  return (
    <ul className="jzx-choices" data-testid="jzx-choices">
      {choices.map((c) => {
        const key = choiceKeyText(c.key, judge);
        return (
          <li
            key={c.key}
            className={c.isKey ? 'jzx-choice jzx-choice--key' : 'jzx-choice'}
            data-key={c.key}
            data-is-key={c.isKey}
          >
            <span aria-hidden>
              {c.isKey && <CheckOutlined className="jzx-choice__mark" />}
              {key} <span className="jzx-choice__count">{c.count}</span>
            </span>
            <span className="ui-visually-hidden">
              {t(c.isKey ? 'items.keyMark' : 'items.choiceMark', { key, count: c.count })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

const FLAG_COLOR: Record<ItemFlag, string> = {
  few: 'default',
  negative: 'red',
  weak: 'orange',
  hard: 'volcano',
  easy: 'blue',
};

export function FlagTags({ flags }: { flags: readonly ItemFlag[] }) {
  const { t } = useTranslation(ANALYTICS_NS);
  if (flags.length === 0) return null;
  return (
    <Flex wrap gap={4}>
      {flags.map((f) => (
        <Tag key={f} color={FLAG_COLOR[f]} data-testid="jzx-flag" data-flag={f}>
          {t(`items.flag.${f}`)}
        </Tag>
      ))}
    </Flex>
  );
}

// ---- export

/** "Export XLSX": runs the view's export with its current filters; the request shows its own errors. */
export function ExportButton({ run, testId = 'jzx-export' }: { run: () => Promise<string>; testId?: string }) {
  const { t } = useTranslation(ANALYTICS_NS);
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const name = await run();
      void toastSuccess(t('export.done', { name }));
    } catch (error) {
      if (!isRequestError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void onClick()} data-testid={testId}>
      {t('export.button')}
    </Button>
  );
}
