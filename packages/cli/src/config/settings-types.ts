// The settings of one run, as types only: the runner reads them without the code that resolves them.
import type { Language } from '@signal-portal/core';

/** Where a setting's value came from, highest precedence first. */
export type SettingSource = 'flag' | 'env' | 'file' | 'system' | 'default';

export interface Setting<T> {
  readonly value: T;
  readonly source: SettingSource;
}

/** The settings of one run. `siteToken` undefined: discover it from the portal page. */
export interface Settings {
  readonly api: Setting<string>;
  readonly ws: Setting<string>;
  readonly siteToken: Setting<string> | undefined;
  readonly language: Setting<Language>;
}
