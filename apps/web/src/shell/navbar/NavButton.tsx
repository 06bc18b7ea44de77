import { Tooltip } from 'antd';
import type { ComponentPropsWithRef } from 'react';

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
