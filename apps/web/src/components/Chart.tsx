import { useEffect, useRef } from 'react';
import type { ECharts, EChartsOption } from 'echarts';

/** A thin ECharts wrapper; echarts is imported on first use, so only the report pages load it. */
export function Chart({
  option,
  height = 320,
  onClick,
}: {
  option: EChartsOption;
  height?: number;
  onClick?(name: string): void;
}) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let chart: ECharts | null = null;
    const resize = () => chart?.resize();
    void import('echarts').then((echarts) => {
      if (disposed || !el.current) return;
      chart = echarts.init(el.current);
      chart.setOption(option);
      if (onClick) chart.on('click', (p) => onClick(String(p.name)));
      window.addEventListener('resize', resize);
    });
    return () => {
      disposed = true;
      window.removeEventListener('resize', resize);
      chart?.dispose();
    };
  }, [option, onClick]);
  return <div ref={el} style={{ width: '100%', height }} data-testid="chart" />;
}
