import type { Language } from '@signal-portal/core';
import type { TFunction } from 'i18next';
import { formatMoney, formatNumber, formatPercent } from '../../../format.js';
import { CHART_COLORS } from '../../charts/chart-colors.js';
import type { ChartOption } from '../../charts/echarts-setup.js';
import type { FollowersChartPoint, GrowthPoint, ProfitBar, SymbolBar } from './chart-series.js';

// The ECharts options of the detail page, built in the interface language: axis labels, tooltips
// and numbers are formatted with the page's own formats, so a chart reads like the table beside it.

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** "Jan 5" of a YYYY-MM-DD day, in the language (UTC, as the report's days are). */
export const formatDay = (date: string, language: Language): string => {
  let formatter = dayFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    dayFormatters.set(language, formatter);
  }
  return formatter.format(Date.parse(`${date}T00:00:00.000Z`));
};

const numberOf = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

const axisPercentFormatters = new Map<string, Intl.NumberFormat>();

/** An axis tick as a percent with at most one decimal ("-1.5%", "0%": never "-0%"). */
const axisPercent =
  (language: Language) =>
  (value: number): string => {
    let formatter = axisPercentFormatters.get(language);
    if (!formatter) {
      formatter = new Intl.NumberFormat(language, {
        style: 'percent',
        maximumFractionDigits: 1,
        signDisplay: 'negative',
      });
      axisPercentFormatters.set(language, formatter);
    }
    return formatter.format(Math.abs(value) < 1e-9 ? 0 : value);
  };

const AXIS_LABEL = { color: CHART_COLORS.muted, fontSize: 12 } as const;
const SPLIT_LINE = { lineStyle: { color: CHART_COLORS.border } } as const;
const TOOLTIP_BASE = {
  trigger: 'axis',
  confine: true,
  textStyle: { fontSize: 13 },
} as const;

const zoom = (xAxisIndex: number[]) => [
  { type: 'inside' as const, xAxisIndex },
  { type: 'slider' as const, xAxisIndex, height: 18, bottom: 6, showDetail: false },
];

/** Growth on top, the underwater curve under it, one time axis and one zoom for both. */
export const growthOption = (
  points: readonly GrowthPoint[],
  language: Language,
  t: TFunction,
): ChartOption => {
  const dates = points.map((point) => point.date);
  const percent = (value: unknown) => formatPercent(numberOf(value), language, { signed: true });
  return {
    animation: false,
    grid: [
      { left: 64, right: 16, top: 16, height: '50%' },
      { left: 64, right: 16, top: '66%', bottom: 44 },
    ],
    axisPointer: { link: [{ xAxisIndex: 'all' }] },
    tooltip: {
      ...TOOLTIP_BASE,
      axisPointer: { type: 'line' },
      valueFormatter: percent,
    },
    xAxis: [
      { type: 'category', data: dates, gridIndex: 0, axisLabel: { show: false }, boundaryGap: false },
      {
        type: 'category',
        data: dates,
        gridIndex: 1,
        boundaryGap: false,
        axisLabel: { ...AXIS_LABEL, formatter: (value: string) => formatDay(value, language) },
      },
    ],
    yAxis: [
      {
        type: 'value',
        gridIndex: 0,
        scale: true,
        axisLabel: { ...AXIS_LABEL, formatter: axisPercent(language) },
        splitLine: SPLIT_LINE,
      },
      {
        type: 'value',
        gridIndex: 1,
        max: 0,
        axisLabel: { ...AXIS_LABEL, formatter: axisPercent(language) },
        splitLine: SPLIT_LINE,
      },
    ],
    dataZoom: zoom([0, 1]),
    series: [
      {
        name: t('signalDetail.charts.growth'),
        type: 'line',
        xAxisIndex: 0,
        yAxisIndex: 0,
        data: points.map((point) => point.growth),
        showSymbol: false,
        lineStyle: { color: CHART_COLORS.accent, width: 2 },
        itemStyle: { color: CHART_COLORS.accent },
        areaStyle: { color: CHART_COLORS.accentSoft },
        markLine: {
          silent: true,
          symbol: 'none',
          label: { show: false },
          lineStyle: { color: CHART_COLORS.muted, type: 'dashed' },
          data: [{ yAxis: 0 }],
        },
      },
      {
        name: t('signalDetail.charts.drawdown'),
        type: 'line',
        xAxisIndex: 1,
        yAxisIndex: 1,
        data: points.map((point) => point.drawdown),
        showSymbol: false,
        lineStyle: { color: CHART_COLORS.danger, width: 1.5 },
        itemStyle: { color: CHART_COLORS.danger },
        areaStyle: { color: CHART_COLORS.dangerSoft },
      },
    ],
  };
};

const money = (language: Language) => (value: unknown) => formatMoney(String(numberOf(value)), language);

const barColor = (value: number): string => (value < 0 ? CHART_COLORS.danger : CHART_COLORS.success);

export const dailyProfitOption = (
  bars: readonly ProfitBar[],
  language: Language,
  t: TFunction,
): ChartOption => ({
  animation: false,
  grid: { left: 72, right: 16, top: 16, bottom: 44 },
  tooltip: { ...TOOLTIP_BASE, axisPointer: { type: 'shadow' }, valueFormatter: money(language) },
  xAxis: {
    type: 'category',
    data: bars.map((bar) => bar.date),
    axisLabel: { ...AXIS_LABEL, formatter: (value: string) => formatDay(value, language) },
  },
  yAxis: {
    type: 'value',
    axisLabel: { ...AXIS_LABEL, formatter: (value: number) => formatNumber(value, language, 0) },
    splitLine: SPLIT_LINE,
  },
  dataZoom: zoom([0]),
  series: [
    {
      name: t('performance.dailyProfit'),
      type: 'bar',
      data: bars.map((bar) => ({ value: bar.value, itemStyle: { color: barColor(bar.value) } })),
      barMaxWidth: 14,
    },
  ],
});

export const symbolsOption = (bars: readonly SymbolBar[], language: Language, t: TFunction): ChartOption => ({
  animation: false,
  grid: { left: 96, right: 24, top: 8, bottom: 28 },
  tooltip: { ...TOOLTIP_BASE, axisPointer: { type: 'shadow' }, valueFormatter: money(language) },
  xAxis: {
    type: 'value',
    axisLabel: { ...AXIS_LABEL, formatter: (value: number) => formatNumber(value, language, 0) },
    splitLine: SPLIT_LINE,
  },
  yAxis: { type: 'category', inverse: true, data: bars.map((bar) => bar.symbol), axisLabel: AXIS_LABEL },
  series: [
    {
      name: t('performance.profit'),
      type: 'bar',
      data: bars.map((bar) => ({ value: bar.value, itemStyle: { color: barColor(bar.value) } })),
      barMaxWidth: 22,
    },
  ],
});

export const followersOption = (
  points: readonly FollowersChartPoint[],
  language: Language,
  t: TFunction,
): ChartOption => ({
  animation: false,
  grid: { left: 56, right: 80, top: 40, bottom: 44 },
  legend: { top: 0, textStyle: { color: CHART_COLORS.text } },
  tooltip: { ...TOOLTIP_BASE },
  xAxis: {
    type: 'category',
    data: points.map((point) => point.date),
    axisLabel: { ...AXIS_LABEL, formatter: (value: string) => formatDay(value, language) },
  },
  yAxis: [
    {
      type: 'value',
      minInterval: 1,
      axisLabel: { ...AXIS_LABEL, formatter: (value: number) => formatNumber(value, language, 0) },
      splitLine: SPLIT_LINE,
    },
    {
      type: 'value',
      axisLabel: { ...AXIS_LABEL, formatter: (value: number) => formatNumber(value, language, 0) },
      splitLine: { show: false },
    },
  ],
  dataZoom: zoom([0]),
  series: [
    {
      name: t('performance.followers'),
      type: 'line',
      step: 'end',
      yAxisIndex: 0,
      data: points.map((point) => point.followers),
      showSymbol: false,
      lineStyle: { color: CHART_COLORS.accent, width: 2 },
      itemStyle: { color: CHART_COLORS.accent },
      tooltip: { valueFormatter: (value: unknown) => formatNumber(numberOf(value), language, 0) },
    },
    {
      name: t('performance.investedFund'),
      type: 'bar',
      yAxisIndex: 1,
      data: points.map((point) => point.investmentValue),
      itemStyle: { color: CHART_COLORS.accentSoft, borderColor: CHART_COLORS.accent },
      barMaxWidth: 14,
      tooltip: { valueFormatter: money(language) },
    },
  ],
});
