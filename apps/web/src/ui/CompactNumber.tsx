import { Tooltip } from 'antd';
import { formatCompact } from './format';

/** A count as the lists and the data screen show it: shortened past 1000 (12.3k), exact on hover. */
export function CompactNumber({ value }: { value: number }) {
  const short = formatCompact(value);
  if (short === String(value)) return <>{short}</>;
  return (
    <Tooltip title={value.toLocaleString()}>
      <span aria-label={value.toLocaleString()}>{short}</span>
    </Tooltip>
  );
}
