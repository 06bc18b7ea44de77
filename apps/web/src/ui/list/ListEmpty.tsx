import { Button, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../i18n';

/**
 * A list's empty state: nothing yet (`text`, and `children` such as a "create" button), or nothing
 * matching the search and filters (`filtered`), with a way back (`onClear`).
 */
export function ListEmpty({
  filtered,
  onClear,
  text,
  children,
}: {
  filtered: boolean;
  onClear?: () => void;
  /** the "nothing yet" text */
  text: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(UI_NS);
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      data-testid="list-empty"
      description={filtered ? t('list.noMatch') : text}
    >
      {filtered && onClear ? (
        <Button size="small" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      ) : (
        children
      )}
    </Empty>
  );
}
