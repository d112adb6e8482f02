// ECharts in a chunk of its own, fetched on first use: the detail page starts its data requests and
// draws its figures while the charts' code downloads beside them, instead of after it.
import type * as EChartsSetup from './echarts-setup.js';

type EChartsModule = typeof EChartsSetup;

let loading: Promise<EChartsModule> | undefined;

/**
 * The ECharts setup, loaded once; calling it early (when the page opens) starts the download. A failed
 * download (the server unreachable) is forgotten, so the next call tries again.
 */
export const loadECharts = (): Promise<EChartsModule> => {
  loading ??= import('./echarts-setup.js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};
