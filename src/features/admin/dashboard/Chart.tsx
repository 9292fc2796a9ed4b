import { useEffect, useRef } from 'react';
import type { EChartsCoreOption } from './echarts.ts';

/** An ECharts chart drawn on a canvas; the library is fetched the first time a chart is shown. */
export function Chart({ option, label }: { option: EChartsCoreOption; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let stop = () => {};
    void import('./echarts.ts').then(({ echarts }) => {
      if (disposed || !host.current) return;
      const chart = echarts.init(host.current, null, { renderer: 'canvas' });
      chart.setOption(option);
      const resize = new ResizeObserver(() => chart.resize());
      resize.observe(host.current);
      stop = () => {
        resize.disconnect();
        chart.dispose();
      };
    });
    return () => {
      disposed = true;
      stop();
    };
  }, [option]);
  return <div ref={host} role="img" aria-label={label} className="h-64 w-full" />;
}
