/** Times are ISO-8601 UTC strings on the wire; durations are seconds. */
export type IsoDateTime = string;

export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;

export const toIso = (epochMs: number): IsoDateTime => new Date(epochMs).toISOString();

/** Epoch milliseconds of an ISO string, or NaN when it is not a date. */
export const fromIso = (iso: IsoDateTime): number => Date.parse(iso);

export const isIsoDateTime = (value: unknown): value is IsoDateTime => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(value))
    return false;
  const epochMs = Date.parse(value);
  // Date.parse rolls an impossible day over (02-30 reads as 03-02): the instant must read back as written.
  return !Number.isNaN(epochMs) && new Date(epochMs).toISOString().slice(0, 19) === value.slice(0, 19);
};

/** The UTC calendar day (YYYY-MM-DD) an instant falls on. */
export const utcDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);
