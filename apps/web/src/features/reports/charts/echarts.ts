/**
 * The parts of echarts the reports draw with, and nothing else (tree-shaken; only the reports' chart chunk
 * imports this module, loaded when a chart first shows: never in the login page's first load).
 */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, CanvasRenderer]);

export type { EChartsCoreOption } from 'echarts/core';
export { echarts };
