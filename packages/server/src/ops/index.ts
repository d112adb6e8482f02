import { AUTH_OPS } from './auth.ops.js';
import { MONEY_OPS } from './money.ops.js';
import type { OpsCommand } from './ops-command.js';
import { RATES_OPS } from './rates.ops.js';
import { REPORTS_OPS } from './reports.ops.js';
import { SIGNALS_OPS } from './signals.ops.js';
import { SITE_OPS } from './site.ops.js';

export type { OpsCommand } from './ops-command.js';

/** Every operator command, from every area. */
export const OPS_COMMANDS: readonly OpsCommand[] = [
  ...SITE_OPS,
  ...AUTH_OPS,
  ...SIGNALS_OPS,
  ...MONEY_OPS,
  ...REPORTS_OPS,
  ...RATES_OPS,
];
