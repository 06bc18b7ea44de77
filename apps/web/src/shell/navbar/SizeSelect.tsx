import { FontSizeOutlined } from '@ant-design/icons';
import { SIZES, type Size } from '@edu/shared/constants';
import { App, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../app/app-store';
import { SHELL_NS } from '../i18n';
import { NavButton } from './NavButton';

const isSize = (value: string): value is Size => (SIZES as readonly string[]).includes(value);

/** Global component size (default, medium, small, mini), saved in the 'size' cookie by the app store. */
export default function SizeSelect() {
  const { t } = useTranslation(SHELL_NS);
  const { message } = App.useApp();
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [size],
        onClick: ({ key }) => {
          if (!isSize(key) || key === size) return;
          setSize(key);
          void message.success(t('size.success'));
        },
        items: SIZES.map((s) => ({
          key: s,
          label: <span data-testid={`size-${s}`}>{t(`size.${s}`)}</span>,
        })),
      }}
    >
      <NavButton data-testid="size-select" label={t('size.tooltip')} noTooltip>
        <FontSizeOutlined />
      </NavButton>
    </Dropdown>
  );
}
