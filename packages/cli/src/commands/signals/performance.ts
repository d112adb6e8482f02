import type { PerformanceReport } from '@signal-portal/core';
import { text } from '../../output/blocks.js';
import type { Services } from '../../di/services.js';
import type { CommandModule, Outcome } from '../../runner/command.js';
import { idValue } from '../../runner/options.js';
import { performanceBlocks } from './figure-rows.js';

/** The stored report of a signal's last calculation; null before the first one. */
export const storedReport = async (
  services: Services,
  id: string,
): Promise<Outcome<PerformanceReport | null>> =>
  // The server sends the whole report (computePerformance); the contract types the spec's part of it.
  (await services.signals.performance(id)) as Outcome<PerformanceReport | null>;

/**
 * `signals performance <id>`: every figure of the last calculation with the reason of each absent
 * one, the formula version, the monthly returns and the per-symbol breakdown.
 */
export const signalsPerformance: CommandModule<string, PerformanceReport | null> = {
  needsApi: true,
  parse: (raw) => idValue(raw.args[0]),
  run: (context, id) => storedReport(context.services, id),
  render: (report, view) =>
    report === null ? [text(view.t('performance.notCalculated'))] : performanceBlocks(report, view),
};
