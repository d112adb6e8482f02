import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './charts.css';
import type { ChartOption, echarts } from './echarts-setup.js';
import { loadECharts } from './load-echarts.js';

type ChartInstance = ReturnType<typeof echarts.init>;

/** Set once any chart of the page has drawn: what the bundle benchmark times from navigation. */
export const FIRST_CHART_MARK = 'signal-portal:first-chart-drawn';

/**
 * One ECharts chart: created on mount (once ECharts' chunk is there), redrawn when its option changes (the caller builds the option
 * in the interface language, so labels and numbers follow it), resized with its box, disposed on
 * unmount. The canvas is an image to assistive technology, named by `ariaLabel`; the numbers are in
 * the table each chart offers beside it. `data-chart-drawn` turns true when ECharts has finished
 * drawing, so tests and the benchmark wait for the chart itself rather than for time to pass.
 */
export const EChart = ({
  option,
  ariaLabel,
  height = 280,
}: {
  readonly option: ChartOption;
  readonly ariaLabel: string;
  readonly height?: number;
}) => {
  const { i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const latest = useRef(option);
  latest.current = option;
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let disposed = false;
    let cleanup = (): void => undefined;
    void loadECharts().then(({ echarts }) => {
      const element = box.current;
      if (disposed || !element) return;
      const instance = echarts.init(element, undefined, { renderer: 'canvas' });
      chart.current = instance;
      instance.on('finished', () => {
        setDrawn(true);
        if (performance.getEntriesByName(FIRST_CHART_MARK).length === 0) performance.mark(FIRST_CHART_MARK);
      });
      instance.setOption(latest.current, { notMerge: true });
      const resize = new ResizeObserver(() => instance.resize());
      resize.observe(element);
      cleanup = () => {
        resize.disconnect();
        instance.dispose();
        chart.current = null;
      };
    });
    return () => {
      disposed = true;
      cleanup();
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div
      ref={box}
      className="echart"
      role="img"
      aria-label={ariaLabel}
      lang={i18n.language}
      data-chart-drawn={drawn ? 'true' : 'false'}
      style={{ height }}
    />
  );
};
