import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_HOME_NS } from './i18n';

interface Props<T extends { id: number }> {
  items: readonly T[];
  nameOf: (item: T) => string;
  /** the item moved to `position` (0-based) by a drop or a move button */
  onMove: (item: T, position: number) => void;
  render: (item: T) => ReactNode;
  selectedId?: number;
  onSelect?: (item: T) => void;
  testId: string;
  label: string;
}

/**
 * An ordered list reordered by drag and drop (the whole row is draggable; a drop on a row puts the dragged
 * item at that row's place) or from the keyboard with the move up / move down buttons of each row.
 */
export function SortableList<T extends { id: number }>(props: Props<T>) {
  const { items, nameOf, onMove, render, selectedId, onSelect, testId, label } = props;
  const { t } = useTranslation(APP_HOME_NS);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const drop = (target: number) => {
    const item = items.find((i) => i.id === dragged);
    const position = items.findIndex((i) => i.id === target);
    setDragged(null);
    setOver(null);
    if (item && position >= 0 && item.id !== target) onMove(item, position);
  };

  return (
    <ul className="app-home-sortable" aria-label={label} data-testid={testId}>
      {items.map((item, index) => {
        const name = nameOf(item);
        const classes = ['app-home-sortable__row'];
        if (item.id === selectedId) classes.push('is-selected');
        if (item.id === over && dragged !== null && dragged !== item.id) classes.push('is-over');
        return (
          <li
            key={item.id}
            className={classes.join(' ')}
            draggable
            data-testid={`${testId}-row`}
            data-id={item.id}
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(item.id));
              setDragged(item.id);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            onDragOver={(e) => {
              if (dragged === null) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              if (over !== item.id) setOver(item.id);
            }}
            onDrop={(e) => {
              e.preventDefault();
              drop(item.id);
            }}
          >
            <HolderOutlined className="app-home-sortable__handle" aria-label={t('move.drag', { name })} role="img" />
            {onSelect ? (
              <button
                type="button"
                className="app-home-sortable__main"
                aria-pressed={item.id === selectedId}
                onClick={() => onSelect(item)}
              >
                {render(item)}
              </button>
            ) : (
              <div className="app-home-sortable__main">{render(item)}</div>
            )}
            <Space size={2} className="app-home-sortable__moves">
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={t('move.up', { name })}
                disabled={index === 0}
                onClick={() => onMove(item, index - 1)}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={t('move.down', { name })}
                disabled={index === items.length - 1}
                onClick={() => onMove(item, index + 1)}
              />
            </Space>
          </li>
        );
      })}
    </ul>
  );
}
