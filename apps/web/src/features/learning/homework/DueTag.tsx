import { ClockCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../app/app-store';
import { htmlLangOf } from '../../../app/i18n';
import { formatDateTime } from '../../../ui/format';
import { LEARNING_NS } from '../i18n';
import { dueStateOf, relativeDue } from './due';

/** A time as a tag shows it: without the year when it is this year's (the full time is on hover). */
function shortTime(iso: string): string {
  const at = dayjs(iso);
  return at.format(at.year() === dayjs().year() ? 'MM-DD HH:mm' : 'YYYY-MM-DD HH:mm');
}

/**
 * A homework's due time as a tag that says it in words (past due, due soon, due on …), never by colour
 * alone; the exact time on hover. `handedIn`: the work is in, so a past due time is no alarm.
 */
export function DueTag({ dueAt, handedIn = false }: { dueAt: string; handedIn?: boolean }) {
  const { t } = useTranslation(LEARNING_NS);
  const locale = htmlLangOf(useAppStore((s) => s.language));
  const state = dueStateOf(dueAt);
  const exact = formatDateTime(dueAt);
  const relative = relativeDue(dueAt, locale);
  if (state === 'past' && !handedIn) {
    return (
      <Tooltip title={exact}>
        <Tag color="red" icon={<ExclamationCircleOutlined />} data-testid="due-tag" data-due="past">
          {t('homework.pastDue', { when: relative })}
        </Tag>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={exact}>
      <Tag
        color={state === 'soon' && !handedIn ? 'orange' : undefined}
        icon={<ClockCircleOutlined />}
        data-testid="due-tag"
        data-due={state}
      >
        {state === 'later' ? t('homework.dueOn', { at: shortTime(dueAt) }) : t('homework.dueWhen', { when: relative })}
      </Tag>
    </Tooltip>
  );
}

/** A hand-in after the due time. */
export function LateTag() {
  const { t } = useTranslation(LEARNING_NS);
  return (
    <Tag color="volcano" data-testid="late-tag">
      {t('homework.late')}
    </Tag>
  );
}
