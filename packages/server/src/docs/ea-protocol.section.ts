import { SECOND_MS } from '@signal-portal/core';
import { EA_PREFIX } from '../routes/ea/index.js';
import {
  EA_BODY_LIMIT,
  EA_HEARTBEAT_INTERVAL_MS,
  EA_HEARTBEAT_TIMEOUT_MS,
  EA_MAX_BATCH,
  EA_RATE_LIMITS,
} from '../signals/ea-limits.js';

/** The EA protocol in short, for docs/api.md (from the server's constants); docs/ea-protocol.md has it all. */
export const renderEaProtocolSection = (): string[] => {
  const { perSignal, badTokenPerAddress } = EA_RATE_LIMITS;
  return [
    '## EA protocol',
    '',
    `An expert advisor in the provider's MetaTrader terminal feeds a signal connected by EA under \`${EA_PREFIX}\``,
    "(beside `/api`, not under it): `Authorization: Bearer <signal token>` (the signal's `token`), no site token,",
    'no cookie. The same envelope as above; its own codes `EA_TOKEN_INVALID`, `EA_NOT_EA_SIGNAL`,',
    '`EA_SNAPSHOT_REQUIRED`, `EA_ACCOUNT_MISMATCH`, `EA_BATCH_TOO_LARGE`, `EA_TIME_INVALID` (see Errors).',
    '',
    '| Method | Path | Field | Does |',
    '| --- | --- | --- | --- |',
    `| GET | \`${EA_PREFIX}/status\` | \`status\` | the connection, the last snapshot and heartbeat, the history held |`,
    `| POST | \`${EA_PREFIX}/heartbeat\` | \`heartbeat\` | the terminal is alive (every ${EA_HEARTBEAT_INTERVAL_MS / SECOND_MS} s; lost after ${EA_HEARTBEAT_TIMEOUT_MS / SECOND_MS} s without a call) |`,
    `| POST | \`${EA_PREFIX}/account\` | \`account\` | the account snapshot; links a CONNECTING signal |`,
    `| POST | \`${EA_PREFIX}/balance-operations\` | \`balanceOperations\` | deposits and withdrawals, each id once |`,
    `| POST | \`${EA_PREFIX}/trades\` | \`trades\` | positions opened and trades closed, each ticket once |`,
    '',
    `At most ${EA_MAX_BATCH} items per call, bodies up to ${EA_BODY_LIMIT / 1024} KB; ${perSignal.max} calls a minute per signal and`,
    `${badTokenPerAddress.max} calls without a usable token per ${badTokenPerAddress.windowMs / 60_000} minutes per address (\`RATE_LIMITED\` with`,
    '`Retry-After`). Requests, answers, idempotency, errors, timing and a reference client:',
    '[docs/ea-protocol.md](ea-protocol.md).',
    '',
  ];
};
