import { Tag } from 'antd';
import type { ClassSessionState } from '@edu/shared';
import { useTranslation } from 'react-i18next';
import { SUPERVISION_NS } from './i18n';

/** A session's state: colour and word. */
export function SessionStateTag({ state }: { state: ClassSessionState }) {
  const { t } = useTranslation(SUPERVISION_NS);
  return (
    <Tag color={state === 'live' ? 'green' : 'default'} data-testid="supervise-state" data-state={state}>
      {t(`state.${state}`)}
    </Tag>
  );
}
