import { Grid } from 'antd';

/** Whether the screen is at least the console's desktop width (antd's lg breakpoint, 992 px). */
export function useWide(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.lg !== false;
}

/** Columns pinned to the table's sides on wide screens only (on a phone they would cover the table). */
export function pinned(wide: boolean, side: 'left' | 'right'): 'left' | 'right' | undefined {
  return wide ? side : undefined;
}
