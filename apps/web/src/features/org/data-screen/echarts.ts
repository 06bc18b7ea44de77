/**
 * The parts of echarts the data screen draws with, and nothing else (tree-shaken; this module is only
 * imported by the data screen's chunk).
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type { EChartsCoreOption } from 'echarts/core';
export { echarts };
