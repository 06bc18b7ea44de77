import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORG_NS } from '../i18n';

/** A list's empty state: nothing yet, or nothing matching the search and filters (with a way back). */
export function ListEmpty({ filtered, onClear, what }: { filtered: boolean; onClear?: () => void; what: string }) {
  const { t } = useTranslation(ORG_NS);
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      data-testid="list-empty"
      description={filtered ? t('common.noMatch') : t('common.noneYet', { what })}
    >
      {filtered && onClear ? (
        <Button size="small" onClick={onClear}>
          {t('common.clearFilters')}
        </Button>
      ) : null}
    </Empty>
  );
}
