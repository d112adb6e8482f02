import {
  DAY_MS,
  dec,
  toMoneyString,
  fail,
  fromIso,
  ok,
  parseDecimal,
  toIso,
  type BalanceOperation,
  type BrokerServer,
  type ConnectRequest,
  type Order,
  type Platform,
  type Result,
  type Trade,
  type TradingType,
} from '@signal-portal/core';
import {
  ACCOUNT_CURRENCY,
  BROKER_SERVERS,
  DEFAULT_STARTING_BALANCE,
  brokerSymbolAliases,
  createPricePath,
  createRng,
  generateTradeHistory,
  isWithinTradingHours,
  searchServers,
  stableHash,
  symbolPairings,
  symbolSpecOf,
} from '@signal-portal/fixtures';
import {
  BrokerAccessError,
  type AccountHistory,
  type BrokerGateway,
  type HistoryReadOptions,
  type LinkedAccount,
} from '../broker.port.js';
import { SimulatorFaults } from './simulator-faults.js';
import {
  accountNumberFrom,
  hasTradingPermission,
  isAcceptedSecret,
  isIdleAccount,
  SIMULATOR_ACCOUNTS_OPENED_AT,
  SIMULATOR_MAX_HISTORY_DAYS,
} from './simulator-rules.js';

/** The only BINANCE "server": USD-margined futures (the platform supports nothing else). */
const BINANCE_SERVER = BROKER_SERVERS.BINANCE[0];

/** Thrown while the simulated broker is down (see `setOutage`): callers retry later. */
export class BrokerUnavailableError extends Error {
  constructor() {
    super('broker unavailable');
    this.name = 'BrokerUnavailableError';
  }
}

/** Length of the fixed blocks an account's history is generated in (see historyNow). */
const HISTORY_BLOCK_DAYS = 7;

/** The seed of everything an account shows: the same account always has the same history and symbols. */
const accountSeed = (account: Pick<LinkedAccount, 'platform' | 'server' | 'number'>): string =>
  `${account.platform}/${account.server}/${account.number}`;

const linkedAccount = (platform: Platform, server: BrokerServer, number: string): LinkedAccount => ({
  platform,
  server: server.name,
  number,
  timezone: server.timezone,
  currency: ACCOUNT_CURRENCY[platform],
  openedAt: SIMULATOR_ACCOUNTS_OPENED_AT,
});

/**
 * A deterministic broker over the fixtures: known servers, investor passwords and API keys judged by
 * the rules of README.md, histories generated from a seed of the account, TWSE orders filled at the
 * symbol's simulated price inside market hours and left pending outside them.
 */
export class SimulatorBroker implements BrokerGateway {
  private outage = false;
  /** Faults of simulated accounts an operator caused (ops `signal fault`, README.md). */
  readonly faults = new SimulatorFaults();

  /** While on, history and symbol reads fail as an unreachable broker would (the sync retries later). */
  setOutage(on: boolean): void {
    this.outage = on;
  }

  searchServers(platform: Platform, query: string): readonly BrokerServer[] {
    return searchServers(platform, query);
  }

  link(platform: Platform, request: ConnectRequest, signalToken: string): Promise<Result<LinkedAccount>> {
    const linked = this.linkNow(platform, request, signalToken);
    if (linked.error) return Promise.resolve(linked);
    // A broker that cannot be reached cannot log in; an EA reports through its own terminal.
    if (request.method !== 'EA' && this.faults.has(linked.value, 'unreachable'))
      return Promise.resolve(fail('MT_BROKER_ERROR'));
    this.faults.linked(linked.value, request.method);
    return Promise.resolve(linked);
  }

  history(
    account: LinkedAccount,
    from: string,
    to: string,
    options: HistoryReadOptions = {},
  ): Promise<AccountHistory> {
    return this.whenReachable(account, () => this.historyNow(account, from, to, options));
  }

  brokerSymbols(account: LinkedAccount): Promise<readonly string[]> {
    return this.whenReachable(account, () => this.aliases(account).map((alias) => alias.brokerSymbol));
  }

  simulatedEaReports(account: LinkedAccount): Promise<boolean> {
    return Promise.resolve(!this.faults.has(account, 'heartbeat-stopped'));
  }

  placeOrder(
    account: LinkedAccount,
    order: { tradingType: TradingType; symbol: string; volume: string },
    at: string,
  ): Promise<Result<Order>> {
    return Promise.resolve(this.placeOrderNow(account, order, at));
  }

  /**
   * An account's trades are a function of absolute time: the timeline is cut into fixed blocks of
   * HISTORY_BLOCK_DAYS aligned to the epoch, each generated from the account's seed and the block's
   * number, so any window (90 days for the performance, a few minutes for the robots) shows the same
   * trades where windows overlap, and different ones elsewhere. A trade whose open and close fall in
   * different blocks does not exist. Asked for (`openingBalance`, the first read of a connection's
   * history), the window opens with the account's balance as a deposit: the platform's starting
   * balance, which the core's metrics take as starting capital. It is given on request only, so the
   * reads that extend a history never add capital. `trades: 'closed'` keeps every trade that closed in
   * the window, also one opened before it.
   */
  private historyNow(
    account: LinkedAccount,
    from: string,
    to: string,
    options: HistoryReadOptions,
  ): AccountHistory {
    const endMs = fromIso(to);
    const startMs = Math.max(
      fromIso(from),
      fromIso(account.openedAt),
      endMs - SIMULATOR_MAX_HISTORY_DAYS * DAY_MS,
    );
    if (!(endMs > startMs)) return { trades: [], balanceOperations: [] };
    const seed = accountSeed(account);
    const idle = isIdleAccount(account.number);
    const symbols = this.matchedPlatformSymbols(account);
    const inWindow = (time: string): boolean => {
      const ms = fromIso(time);
      return ms >= startMs && ms <= endMs;
    };
    const wanted = (trade: Trade): boolean =>
      inWindow(trade.closeTime) && (options.trades === 'closed' || inWindow(trade.openTime));
    const trades: Trade[] = [];
    const blockMs = HISTORY_BLOCK_DAYS * DAY_MS;
    for (let block = Math.floor(startMs / blockMs); block * blockMs < endMs; block += 1) {
      if (idle) break;
      const generated = generateTradeHistory({
        seed: `${seed}#${block}`,
        platform: account.platform,
        days: HISTORY_BLOCK_DAYS,
        end: toIso((block + 1) * blockMs),
        symbols,
        laterDepositAndWithdrawal: false,
      });
      for (const trade of generated.trades) {
        // Tickets are unique per block; the block number keeps them unique per account.
        if (wanted(trade)) trades.push({ ...trade, ticket: `${block}${trade.ticket}` });
      }
    }
    const opening: BalanceOperation = {
      id: `${seed}@${startMs}`,
      kind: 'DEPOSIT',
      time: toIso(startMs),
      amount: toMoneyString(dec(DEFAULT_STARTING_BALANCE[account.platform])),
    };
    return { trades, balanceOperations: options.openingBalance === true ? [opening] : [] };
  }

  private placeOrderNow(
    account: LinkedAccount,
    order: { tradingType: TradingType; symbol: string; volume: string },
    at: string,
  ): Result<Order> {
    if (account.platform !== 'TWSE') return fail('PLATFORM_UNSUPPORTED');
    const spec = symbolSpecOf('TWSE', order.symbol);
    if (!spec) return fail('ORDER_REJECTED');
    const volume = parseDecimal(order.volume);
    if (volume.error || !volume.value.isInteger() || !volume.value.greaterThan(0))
      return fail('AMOUNT_INVALID');
    const atMs = fromIso(at);
    const open = isWithinTradingHours('TWSE', atMs);
    const dayStart = Math.floor(atMs / DAY_MS) * DAY_MS;
    const price = open
      ? createPricePath(spec, createRng(`${spec.symbol}/${toIso(dayStart)}`), dayStart, dayStart + DAY_MS)
          .priceAt(atMs)
          .toFixed(2)
      : '';
    return ok({
      id: stableHash(`${accountSeed(account)}/${order.symbol}/${order.tradingType}/${at}`),
      tradingType: order.tradingType,
      orderType: 'MARKET',
      symbol: spec.symbol,
      volume: volume.value.toFixed(0),
      price,
      time: at,
      status: open ? 'SUBMITTED' : 'PENDING',
    });
  }

  private linkNow(platform: Platform, request: ConnectRequest, signalToken: string): Result<LinkedAccount> {
    switch (request.method) {
      case 'ACCOUNT_LINK': {
        if (platform === 'BINANCE') return fail('PLATFORM_UNSUPPORTED');
        const server = BROKER_SERVERS[platform].find((known) => known.name === request.server.trim());
        if (!server) return fail('SERVER_NOT_FOUND');
        if (!isAcceptedSecret(request.investorPassword)) return fail('WRONG_TRADING_ACCOUNT_OR_PASSWORD');
        return ok(linkedAccount(platform, server, request.number.trim()));
      }
      case 'EA': {
        // The sync tool runs inside the provider's terminal and reports its account with the token.
        if (platform !== 'MT4' && platform !== 'MT5') return fail('PLATFORM_UNSUPPORTED');
        if (signalToken === '') return fail('EA_CONNECTING');
        const servers = BROKER_SERVERS[platform];
        const server = servers[Number.parseInt(stableHash(signalToken).slice(0, 6), 16) % servers.length];
        return server
          ? ok(linkedAccount(platform, server, accountNumberFrom(signalToken)))
          : fail('SERVER_NOT_FOUND');
      }
      case 'API_KEY': {
        if (platform !== 'BINANCE' || !BINANCE_SERVER) return fail('PLATFORM_UNSUPPORTED');
        if (hasTradingPermission(request.apiKey)) return fail('API_KEY_NOT_READ_ONLY');
        if (!isAcceptedSecret(request.apiKey) || !isAcceptedSecret(request.apiSecret))
          return fail('WRONG_API_KEY_OR_SECRET');
        return ok(linkedAccount(platform, BINANCE_SERVER, accountNumberFrom(request.apiKey)));
      }
    }
  }

  private aliases(account: LinkedAccount): ReturnType<typeof brokerSymbolAliases> {
    return brokerSymbolAliases(account.platform, createRng(accountSeed(account)).fork('symbols'));
  }

  /** The account trades the platform symbols behind its broker symbols, as the demo accounts do. */
  private matchedPlatformSymbols(account: LinkedAccount): string[] {
    return symbolPairings(account.platform, this.aliases(account)).map((pairing) => pairing.platformSymbol);
  }

  /**
   * The answer of a read, or its rejection: unreachable while the outage is on or the account's broker
   * is unreachable (BrokerUnavailableError), refused while its credentials are (BrokerAccessError).
   */
  private whenReachable<T>(account: LinkedAccount, read: () => T): Promise<T> {
    const refusal = this.outage ? 'unreachable' : this.faults.readRefusal(account);
    if (refusal === 'unreachable') return Promise.reject(new BrokerUnavailableError());
    if (refusal !== undefined) return Promise.reject(new BrokerAccessError(refusal));
    return Promise.resolve().then(read);
  }
}
