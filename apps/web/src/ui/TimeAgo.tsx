import { Tooltip } from 'antd';
import { formatDateTime, useTimeAgo } from './format';

/** A moment as the lists show it: relative ("5 minutes ago"), the exact date and time on hover; '—' for none. */
export function TimeAgo({ iso }: { iso: string | null | undefined }) {
  const ago = useTimeAgo();
  const relative = ago(iso);
  if (!iso || !relative) return <>—</>;
  return (
    <Tooltip title={formatDateTime(iso, true)}>
      <time dateTime={iso}>{relative}</time>
    </Tooltip>
  );
}
