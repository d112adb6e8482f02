import { LOST_REASONS, MINUTE_MS, type LostReason } from '@signal-portal/core';
import { HEALTH_CHECK_INTERVAL_MS } from '../signals/connection-health-job.js';
import { BROKER_UNREACHABLE_AFTER_MS } from '../signals/connection-health.js';
import { EA_HEARTBEAT_TIMEOUT_MS } from '../signals/ea-limits.js';

const minutes = (ms: number): string => `${ms / MINUTE_MS} minute${ms === MINUTE_MS ? '' : 's'}`;

/** When the platform calls a connection lost for each reason, and what the provider does about it. */
const REASON_DOCS: Readonly<
  Record<LostReason, { readonly methods: string; readonly when: string; readonly fix: string }>
> = {
  HEARTBEAT_LOST: {
    methods: 'EA',
    when: `no call of the EA (a heartbeat or any other) for more than ${minutes(EA_HEARTBEAT_TIMEOUT_MS)}`,
    fix: 'start MetaTrader with the EA, reconnect; the next heartbeat links the account again',
  },
  INVESTOR_PASSWORD_CHANGED: {
    methods: 'ACCOUNT_LINK',
    when: 'the broker no longer accepts the stored investor login',
    fix: 'reconnect with the new investor password',
  },
  API_KEY_REVOKED: {
    methods: 'API_KEY',
    when: 'the exchange no longer accepts the API key (deleted, expired)',
    fix: 'reconnect with a new read-only key',
  },
  API_KEY_NOT_READ_ONLY: {
    methods: 'API_KEY',
    when: 'the API key gained trading or withdrawal permission',
    fix: 'reconnect with a read-only key',
  },
  BROKER_UNREACHABLE: {
    methods: 'ACCOUNT_LINK, API_KEY',
    when: `every read of the account failed for ${minutes(BROKER_UNREACHABLE_AFTER_MS)} since the first failed check`,
    fix: 'reconnect once the broker answers again (until then a reconnect with credentials answers `MT_BROKER_ERROR`)',
  },
};

/** How the platform watches connections and loses them with a reason, for docs/api.md. */
export const renderConnectionHealthSection = (): string[] => [
  '## Connection health',
  '',
  `The platform checks every CONNECTED or CALCULATING signal's connection every ${HEALTH_CHECK_INTERVAL_MS === MINUTE_MS ? 'minute' : minutes(HEALTH_CHECK_INTERVAL_MS)} of platform time:`,
  'an account link or API key by a read of the account at the broker, an EA by the time of its last call.',
  'When the connection is gone the signal becomes `LOST` with the reason in `info.reason` (a catalogued error',
  'code, so every language has its text), pushed at once on `signals` and `signal.{id}`. A symbol sync',
  "(`POST /signal/{id}/symbol/sync` or the platform's own) that finds the credentials refused answers that reason",
  'and loses the connection the same way.',
  '',
  '| Reason | Connections | When | What the provider does |',
  '| --- | --- | --- | --- |',
  ...LOST_REASONS.map((reason) => {
    const doc = REASON_DOCS[reason];
    return `| \`${reason}\` | ${doc.methods} | ${doc.when} | ${doc.fix} |`;
  }),
  '',
  'One failed read is not a lost connection: a broker restarting or in maintenance for a few minutes loses',
  'nothing. A lost signal that was enabled stays enabled and listed; its followers keep their robots, which',
  'copy none of the trades the provider closes while it is lost and copy again once a reconnect has linked',
  'the account (CALCULATING, then CONNECTED). `POST /signal/{id}/reconnect` with new credentials (or, for an EA,',
  'without a body, followed by the EA reporting in) clears the reason; a reconnect without a body retries the',
  'stored link, and the platform notices again at the next check if its credentials still do not work.',
  '',
];
