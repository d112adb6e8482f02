/**
 * Column widths that make a table fit a terminal of `width` columns: the narrow columns keep their
 * natural width, the wide ones share what is left (cli-table3 then wraps their text). Undefined
 * when the table fits as it is, or when there is no terminal width (a pipe or a file: full lines).
 */

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
// East Asian wide and full-width characters take two columns on a terminal.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** The columns a text takes on a terminal (its widest line). */
export const displayWidth = (text: string): number =>
  Math.max(
    0,
    ...text
      .replace(ANSI, '')
      .split('\n')
      .map((line) => [...line].reduce((sum, char) => sum + (WIDE.test(char) ? 2 : 1), 0)),
  );

/** A column is never squeezed below this (its padding included). */
const MIN_COLUMN = 8;
/** Each cell's padding: one space either side. */
const PADDING = 2;

export const fitColumns = (
  rows: readonly (readonly string[])[],
  width: number | undefined,
): number[] | undefined => {
  if (width === undefined || !Number.isFinite(width) || width <= 0) return undefined;
  const columns = Math.max(0, ...rows.map((row) => row.length));
  if (columns === 0) return undefined;
  const natural = Array.from(
    { length: columns },
    (_, i) => Math.max(0, ...rows.map((row) => displayWidth(row[i] ?? ''))) + PADDING,
  );
  // The borders: one before each column and one after the last.
  const available = width - (columns + 1);
  if (natural.reduce((sum, w) => sum + w, 0) <= available) return undefined;
  // The largest cap under which every column up to it keeps its width and the rest share the room.
  const sorted = [...natural].sort((a, b) => a - b);
  let cap = MIN_COLUMN;
  let used = 0;
  for (let i = 0; i < sorted.length; i++) {
    const share = Math.floor((available - used) / (sorted.length - i));
    const next = sorted[i] ?? 0;
    if (next > share) {
      cap = Math.max(MIN_COLUMN, share);
      break;
    }
    used += next;
    cap = next;
  }
  return natural.map((w) => Math.max(Math.min(MIN_COLUMN, w), Math.min(w, cap)));
};
