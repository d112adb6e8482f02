import type {
  BalanceOperation,
  BrokerServer,
  ConnectRequest,
  Order,
  Platform,
  Result,
  Trade,
  TradingType,
} from '@signal-portal/core';

/** A trading account the platform can read, as the broker adapter identifies it. */
export interface LinkedAccount {
  readonly platform: Platform;
  /** Broker server name ('' for BINANCE API keys). */
  readonly server: string;
  /** Trading account number, or an exchange account id. */
  readonly number: string;
  /** Broker server timezone, e.g. 'UTC+2'. */
  readonly timezone: string;
  /** Account currency (USD; TWD for TWSE). */
  readonly currency: string;
  /** When the account's history begins (the simulator's accounts are deterministic from here). */
  readonly openedAt: string;
}

/** What an account reports for a time window. */
export interface AccountHistory {
  readonly trades: readonly Trade[];
  readonly balanceOperations: readonly BalanceOperation[];
}

/**
 * The platform's view of brokers and exchanges. Real brokers cannot be reached from here: the default
 * adapter is a deterministic simulator over the fixtures (same account, same history).
 */
export interface BrokerGateway {
  /** Broker servers of a platform whose name or company contains the query (>= 4 characters, checked by core). */
  searchServers(platform: Platform, query: string): readonly BrokerServer[];
  /**
   * Checks a connection request against the broker: account link (server, number, investor password),
   * EA (the sync tool's heartbeat carries the signal token), or a read-only API key (BINANCE).
   * Refusals: WRONG_TRADING_ACCOUNT_OR_PASSWORD, WRONG_API_KEY_OR_SECRET, API_KEY_NOT_READ_ONLY, ...
   */
  link(platform: Platform, request: ConnectRequest, signalToken: string): Promise<Result<LinkedAccount>>;
  /** Closed trades and balance operations of the account between two instants (ISO, inclusive). */
  history(account: LinkedAccount, from: string, to: string): Promise<AccountHistory>;
  /** The symbols the account trades, as the broker names them (for symbol matching). */
  brokerSymbols(account: LinkedAccount): Promise<readonly string[]>;
  /** TWSE only: places a market order; answers it as submitted or pending. */
  placeOrder(
    account: LinkedAccount,
    order: { tradingType: TradingType; symbol: string; volume: string },
    at: string,
  ): Promise<Result<Order>>;
}
