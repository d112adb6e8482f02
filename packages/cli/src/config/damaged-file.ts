import type { Refusal } from '../runner/command.js';

/**
 * A settings file that exists but cannot be read as the CLI wrote it (not JSON, or not an object).
 * The config file's store throws it instead of reading the file as empty: ignoring it would silently
 * drop the person's settings, and the next write would replace the file.
 */
export class DamagedFileError extends Error {
  constructor(readonly file: string) {
    super(`${file} is not a JSON object of settings`);
    this.name = 'DamagedFileError';
  }
}

/** The refusal of a run whose config file is damaged: which file, and what to do about it. */
export const damagedConfigRefusal = (file: string): Refusal => ({
  error: true,
  value: 'WRONG_DATA_FORMAT',
  usage: true,
  message: { key: 'cliFramework.configDamaged', params: { path: file } },
  hints: [{ key: 'cliFramework.configDamagedHint' }],
});
