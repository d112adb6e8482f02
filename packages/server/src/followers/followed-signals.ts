import {
  isPlatform,
  toIso,
  type ConnStatus,
  type FollowSetting,
  type Platform,
  type SymbolPairing,
} from '@signal-portal/core';
import type { LinkedAccount } from '../brokers/broker.port.js';
import type { SqlExecutor } from '../storage/database.port.js';

/** A signal robots may follow: approved (PASSED), enabled, neither archived nor deleted. */
export interface FollowedSignal {
  readonly siteId: string;
  readonly id: string;
  readonly providerId: string;
  readonly name: string;
  readonly platform: Platform;
  readonly followSetting: FollowSetting;
  readonly symbols: readonly SymbolPairing[];
  /** The provider's starting capital from the performance calculation: what a follower's investment is scaled against. */
  readonly principal: string | undefined;
  readonly enabledAt: Date;
  readonly account: LinkedAccount | undefined;
  /** Whether the robots copy its trades now (see `copiesTrades`). */
  readonly copying: boolean;
}

const COPYING: ReadonlySet<string> = new Set<ConnStatus>(['CONNECTED', 'CALCULATING']);

/**
 * Robots copy a signal's trades only while the platform can read its account: CONNECTED, or
 * CALCULATING (just linked again). While LOST (connection-health.ts) and until a reconnect has linked
 * the account, an enabled signal keeps its robots running but they copy nothing; what the provider
 * closed meanwhile is never copied, as a follower could not have seen it.
 */
export const copiesTrades = (connStatus: string): boolean => COPYING.has(connStatus);

interface SignalRow {
  site_id: string;
  id: string;
  user_id: string;
  name: string;
  platform: string;
  follow_setting: Partial<FollowSetting> | null;
  symbols: unknown;
  principal: string | null;
  enabled_at: Date | null;
  updated_at: Date;
  created_at: Date;
  link: unknown;
  info: { number?: unknown; server?: unknown; timezone?: unknown } | null;
  conn_status: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isLinkedAccount = (value: unknown): value is LinkedAccount =>
  isRecord(value) &&
  isPlatform(value['platform']) &&
  typeof value['number'] === 'string' &&
  typeof value['server'] === 'string' &&
  typeof value['openedAt'] === 'string';

const DEFAULT_CURRENCY: Readonly<Record<Platform, string>> = {
  MT4: 'USD',
  MT5: 'USD',
  BINANCE: 'USD',
  TWSE: 'TWD',
};

/**
 * The broker account behind a signal. The signals area stores it as `link.account` (null until an EA
 * links); a bare LinkedAccount in `link` is read too. A row without any link (older or hand-made data)
 * gets the account rebuilt from the signal's info, which the simulator can still read.
 */
export const linkedAccountOf = (
  row: Pick<SignalRow, 'link' | 'info' | 'platform' | 'created_at'>,
): LinkedAccount | undefined => {
  const link = row.link;
  if (isLinkedAccount(link)) return link;
  if (isRecord(link) && 'account' in link)
    return isLinkedAccount(link['account']) ? link['account'] : undefined;
  if (!isPlatform(row.platform)) return undefined;
  const info = row.info ?? {};
  return {
    platform: row.platform,
    server: typeof info.server === 'string' ? info.server : '',
    number: typeof info.number === 'string' ? info.number : '',
    timezone: typeof info.timezone === 'string' ? info.timezone : 'UTC+0',
    currency: DEFAULT_CURRENCY[row.platform],
    openedAt: toIso(row.created_at.getTime()),
  } satisfies LinkedAccount;
};

const isPairing = (value: unknown): value is SymbolPairing =>
  isRecord(value) &&
  typeof value['providerSymbol'] === 'string' &&
  typeof value['platformSymbol'] === 'string';

const toFollowedSignal = (row: SignalRow): FollowedSignal | undefined => {
  if (!isPlatform(row.platform)) return undefined;
  const setting = row.follow_setting ?? {};
  return {
    siteId: row.site_id,
    id: row.id,
    providerId: row.user_id,
    name: row.name,
    platform: row.platform,
    followSetting: {
      investmentMin: String(setting.investmentMin ?? '100'),
      investmentMax: String(setting.investmentMax ?? '1000000'),
      profitSharePercent: String(setting.profitSharePercent ?? '0'),
    },
    symbols: Array.isArray(row.symbols) ? row.symbols.filter(isPairing) : [],
    principal: row.principal ?? undefined,
    enabledAt: row.enabled_at ?? row.updated_at,
    account: linkedAccountOf(row),
    copying: copiesTrades(row.conn_status),
  };
};

const SIGNAL_COLUMNS = `site_id, id, user_id, name, platform, follow_setting, symbols,
  performance->>'principal' AS principal, enabled_at, updated_at, created_at, link, info, conn_status`;

/** The site's signals robots follow now, oldest first (a stable order keeps the simulation deterministic). */
export const listFollowedSignals = async (tx: SqlExecutor, siteId: string): Promise<FollowedSignal[]> => {
  const { rows } = await tx.query<SignalRow>(
    `SELECT ${SIGNAL_COLUMNS} FROM signals
     WHERE site_id = $1 AND status = 'PASSED' AND enable AND archived_at IS NULL AND deleted_at IS NULL
     ORDER BY created_at, id`,
    [siteId],
  );
  return rows.map(toFollowedSignal).filter((s): s is FollowedSignal => s !== undefined);
};

/** A provider's enabled, approved signals (the demo seed gives them a history of followers). */
export const listFollowedSignalsOf = async (
  tx: SqlExecutor,
  siteId: string,
  providerId: string,
): Promise<FollowedSignal[]> =>
  (await listFollowedSignals(tx, siteId)).filter((signal) => signal.providerId === providerId);
