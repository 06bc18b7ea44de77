import { Grid } from 'antd';

/** Whether the screen is at least the console's desktop width (antd's lg breakpoint, 992 px). */
export function useWide(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.lg !== false;
}
