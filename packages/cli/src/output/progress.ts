import type { Progress } from '../runner/command.js';

export const PROGRESS_BAR_WIDTH = 24;

/** '[#########...............]' for a fraction between 0 and 1. */
export const progressBar = (fraction: number, width = PROGRESS_BAR_WIDTH): string => {
  const filled = Math.round(Math.min(1, Math.max(0, fraction)) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
};

/** Whole percent of the expected rows, at most 100 (a row count is only known when the total is). */
export const percentOf = (progress: Progress): number | undefined =>
  progress.totalRows === undefined || progress.totalRows <= 0
    ? undefined
    : Math.min(100, Math.floor((progress.rows / progress.totalRows) * 100));
