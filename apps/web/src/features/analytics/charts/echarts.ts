/**
 * The parts of echarts the analytics draw with, and nothing else (tree-shaken; only the analytics' chart chunk
 * imports this module, loaded when the trend first shows: never with the report's first load).
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type { EChartsCoreOption } from 'echarts/core';
export { echarts };
