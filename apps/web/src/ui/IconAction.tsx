import { Button, type ButtonProps, Tooltip } from 'antd';

export interface IconActionProps extends Omit<ButtonProps, 'type' | 'size' | 'children' | 'title' | 'aria-label'> {
  /** what it does: the tooltip and the accessible name */
  label: string;
  /** 'link' in a table's action column; 'text' (the default) in a tree node or a list item */
  type?: ButtonProps['type'];
}

/**
 * A small icon-only button of a row or a tree node (delete, rename, move…): its name shows as a tooltip
 * and is the button's accessible name.
 */
export function IconAction({ label, type = 'text', ...button }: IconActionProps) {
  return (
    <Tooltip title={label}>
      <Button type={type} size="small" aria-label={label} {...button} />
    </Tooltip>
  );
}
