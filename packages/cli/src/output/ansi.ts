/** The few colours the CLI uses; with `enabled` false every function returns its text unchanged. */
export interface Colours {
  readonly enabled: boolean;
  readonly bold: (text: string) => string;
  readonly red: (text: string) => string;
  readonly green: (text: string) => string;
  readonly yellow: (text: string) => string;
  readonly dim: (text: string) => string;
}

const wrap =
  (enabled: boolean, open: number, close: number) =>
  (text: string): string =>
    enabled && text !== '' ? `\u001b[${open}m${text}\u001b[${close}m` : text;

export const colours = (enabled: boolean): Colours => ({
  enabled,
  bold: wrap(enabled, 1, 22),
  red: wrap(enabled, 31, 39),
  green: wrap(enabled, 32, 39),
  yellow: wrap(enabled, 33, 39),
  dim: wrap(enabled, 2, 22),
});

/**
 * Colour is for terminals that want it: off when the stream is not a TTY, when `NO_COLOR` is set to
 * anything non-empty (no-color.org), or with `--no-color`.
 */
export const colourEnabled = (
  stream: { readonly isTTY: boolean },
  env: Readonly<Record<string, string | undefined>>,
  colorFlag: boolean,
): boolean => stream.isTTY && colorFlag && (env['NO_COLOR'] ?? '') === '';
