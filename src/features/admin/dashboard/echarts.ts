import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only the parts the dashboard draws, so the chunk stays small. This module is imported lazily by the
// dashboard (never statically): no shop page loads it.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

export type { EChartsCoreOption } from 'echarts/core';
export { echarts };
