import { AUTH_OPS } from './auth.ops.js';
import { BACKUP_OPS, RESTORE_OPS } from './backup.ops.js';
import { LEDGER_OPS } from './ledger.ops.js';
import { MONEY_OPS } from './money.ops.js';
import type { OfflineOpsCommand, OpsCommand } from './ops-command.js';
import { RATES_OPS } from './rates.ops.js';
import { REPORTS_OPS } from './reports.ops.js';
import { SIGNALS_OPS } from './signals.ops.js';
import { SITE_OPS } from './site.ops.js';

export type { OfflineOpsCommand, OpsCommand } from './ops-command.js';

/** Every operator command, from every area. */
export const OPS_COMMANDS: readonly OpsCommand[] = [
  ...SITE_OPS,
  ...AUTH_OPS,
  ...SIGNALS_OPS,
  ...MONEY_OPS,
  ...REPORTS_OPS,
  ...RATES_OPS,
  ...LEDGER_OPS,
  ...BACKUP_OPS,
];

/** Operator commands run in the `npm run ops` process itself, never by a server (restore). */
export const OFFLINE_OPS_COMMANDS: readonly OfflineOpsCommand[] = [...RESTORE_OPS];
