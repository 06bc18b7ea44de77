import { Tooltip } from 'antd';
import { formatCompact } from './format';
import './ui.css';

/**
 * A count as the lists and the data screen show it: shortened past 1000 (12.3k), exact on hover; a screen
 * reader hears the exact count.
 */
export function CompactNumber({ value }: { value: number }) {
  const short = formatCompact(value);
  if (short === String(value)) return <>{short}</>;
  const exact = value.toLocaleString();
  return (
    <Tooltip title={exact}>
      <span>
        <span aria-hidden="true">{short}</span>
        <span className="ui-visually-hidden">{exact}</span>
      </span>
    </Tooltip>
  );
}
