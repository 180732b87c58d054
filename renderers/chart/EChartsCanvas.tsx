/**
 * The ECharts drawing, loaded lazily by ChartPanel so echarts is its own chunk. Only the charts and
 * components the block uses are registered (tree-shaken core). The SVG renderer keeps text crisp at
 * any zoom and needs no canvas (which jsdom lacks). A small wrapper of our own rather than
 * echarts-for-react, whose build requires tslib at run time (not installed here): init on mount,
 * setOption on change, resize with the container, dispose on unmount.
 */
import { useEffect, useRef } from 'react';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

interface EChartsCanvasProps {
  option: Record<string, unknown>;
  height: number;
}

export default function EChartsCanvas({ option, height }: EChartsCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // notMerge: a refreshed dashboard replaces its figures rather than merging series by index.
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={container} style={{ height, width: '100%' }} />;
}
