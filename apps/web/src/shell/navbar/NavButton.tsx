import { Dropdown, Tooltip } from 'antd';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useMenuButton } from '../../ui/useMenuButton';

interface NavButtonProps extends ComponentPropsWithRef<'button'> {
  /** accessible name, also the tooltip */
  label: string;
  /** no tooltip (a dropdown trigger whose menu already says what it is) */
  noTooltip?: boolean;
}

/** An icon button of the navbar's right side. Passes ref and props through so antd Dropdown can wrap it. */
export function NavButton({ label, noTooltip, className, children, ref, ...rest }: NavButtonProps) {
  const button = (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      className={className ? `navbar__item ${className}` : 'navbar__item'}
      {...rest}
    >
      {children}
    </button>
  );
  return noTooltip ? button : <Tooltip title={label}>{button}</Tooltip>;
}

interface NavChoiceProps<K extends string> {
  /** the button's accessible name */
  label: string;
  icon: ReactNode;
  testId: string;
  /** the current choice, marked in the menu */
  value: K;
  choices: readonly { key: K; label: ReactNode }[];
  /** a menu item was clicked (the current one too) */
  onChoose: (key: string) => void;
}

/** A navbar button that opens a menu of choices with the current one marked (language, size). */
export function NavChoice<K extends string>({ label, icon, testId, value, choices, onChoose }: NavChoiceProps<K>) {
  const menuButton = useMenuButton();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      {...menuButton.dropdownProps}
      menu={{
        selectable: true,
        selectedKeys: [value],
        onClick: ({ key }) => onChoose(key),
        items: [...choices],
      }}
    >
      <NavButton data-testid={testId} label={label} noTooltip {...menuButton.buttonProps}>
        {icon}
      </NavButton>
    </Dropdown>
  );
}
