import type { Database, SqlExecutor } from '../storage/database.port.js';
import type { PlatformClock } from './platform-clock.js';

/** The NOTIFY channel that tells every server process the simulation clock moved. */
export const SIM_CLOCK_NOTIFY_CHANNEL = 'sim_clock';

const UNIT_MS: Readonly<Record<string, number>> = {
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 7 * 86_400_000,
};
/** Ten years: more is a typo, not a simulation. */
const MAX_ADVANCE_MS = 3_650 * 86_400_000;

/** `30d`, `2h`, `15m`, `45s`, `1w` -> milliseconds; undefined for anything else (or zero, or too far). */
export const parseDuration = (text: string): number | undefined => {
  const match = /^(\d{1,7})([smhdw])$/.exec(text.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * (UNIT_MS[match[2] ?? ''] ?? 0);
  return ms > 0 && ms <= MAX_ADVANCE_MS ? ms : undefined;
};

export const readClockOffset = async (db: SqlExecutor): Promise<number> => {
  const { rows } = await db.query<{ offset_ms: string | number }>('SELECT offset_ms FROM sim_clock');
  return Number(rows[0]?.offset_ms ?? 0);
};

/**
 * Moves the platform's time forward (never back: settlements and expiries already happened) and tells
 * every running server process; resolves to the new offset.
 */
export const advanceClockOffset = async (db: Database, ms: number): Promise<number> => {
  const { rows } = await db.query<{ offset_ms: string | number }>(
    'UPDATE sim_clock SET offset_ms = offset_ms + $1 RETURNING offset_ms',
    [ms],
  );
  const offset = Number(rows[0]?.offset_ms ?? 0);
  await db.notify(SIM_CLOCK_NOTIFY_CHANNEL, String(offset));
  return offset;
};

/**
 * Keeps a process's clock at the stored offset: read now, then on every NOTIFY. Resolves to the way
 * to stop following.
 */
export const followClockOffset = async (db: Database, clock: PlatformClock): Promise<() => Promise<void>> => {
  const stop = await db.listen(
    SIM_CLOCK_NOTIFY_CHANNEL,
    (payload) => {
      const offset = Number(payload);
      if (Number.isSafeInteger(offset)) clock.setOffset(offset);
    },
    // An advance told while the LISTEN connection was down is read from storage.
    () => {
      readClockOffset(db).then(
        // The offset only grows: a notice that arrived meanwhile is never taken back.
        (offset) => clock.setOffset(Math.max(offset, clock.offset)),
        () => undefined,
      );
    },
  );
  clock.setOffset(await readClockOffset(db));
  return stop;
};
