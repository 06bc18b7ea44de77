import { FontSizeOutlined } from '@ant-design/icons';
import { SIZES, type Size } from '@edu/shared/constants';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../app/app-store';
import { SHELL_NS } from '../i18n';
import { NavChoice } from './NavButton';

const isSize = (value: string): value is Size => (SIZES as readonly string[]).includes(value);

/** Global component size (default, medium, small, mini), saved in the 'size' cookie by the app store. */
export default function SizeSelect() {
  const { t } = useTranslation(SHELL_NS);
  const { message } = App.useApp();
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);

  return (
    <NavChoice
      label={t('size.tooltip')}
      icon={<FontSizeOutlined />}
      testId="size-select"
      value={size}
      choices={SIZES.map((s) => ({ key: s, label: <span data-testid={`size-${s}`}>{t(`size.${s}`)}</span> }))}
      onChoose={(key) => {
        if (!isSize(key) || key === size) return;
        setSize(key);
        void message.success(t('size.success'));
      }}
    />
  );
}
