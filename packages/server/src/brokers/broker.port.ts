import type {
  BalanceOperation,
  BrokerServer,
  ConnectRequest,
  LostReason,
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

/** How a history is read (see `BrokerGateway.history`). */
export interface HistoryReadOptions {
  /**
   * Open the answer with the account's balance at `from` as a deposit: the starting capital of the
   * metrics. Only the first read of a connection's history asks for it; the reads that extend that
   * history leave it out, so the capital is given once. Default false.
   */
  readonly openingBalance?: boolean;
  /**
   * Which trades: 'inside' (default) those that open and close inside the window; 'closed' every
   * trade that closed inside it, wherever it opened, so that consecutive windows hold each trade
   * once (the performance engine reads this way; the robots' short reads copy only what they saw open).
   */
  readonly trades?: 'inside' | 'closed';
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
  /**
   * Closed trades and balance operations of the account between two instants (ISO, inclusive). A read
   * that fails (broker unreachable, credentials no longer accepted) rejects.
   */
  history(
    account: LinkedAccount,
    from: string,
    to: string,
    options?: HistoryReadOptions,
  ): Promise<AccountHistory>;
  /** The symbols the account trades, as the broker names them (for symbol matching). */
  brokerSymbols(account: LinkedAccount): Promise<readonly string[]>;
  /** TWSE only: places a market order; answers it as submitted or pending. */
  placeOrder(
    account: LinkedAccount,
    order: { tradingType: TradingType; symbol: string; volume: string },
    at: string,
  ): Promise<Result<Order>>;
  /**
   * Only an adapter that simulates the providers' EA sync tools has it (the simulator): whether the
   * tool in the account's terminal is reporting now. A real EA calls the EA protocol instead.
   */
  simulatedEaReports?(account: LinkedAccount): Promise<boolean>;
}

/** The broker refuses the platform's credentials of an account: a lost reason, not a retry. */
export type BrokerAccessFault = Extract<
  LostReason,
  'INVESTOR_PASSWORD_CHANGED' | 'API_KEY_REVOKED' | 'API_KEY_NOT_READ_ONLY'
>;

/**
 * What `history` and `brokerSymbols` reject with when the broker answers but no longer lets the
 * platform read the account (the investor password was changed, the API key was revoked or gained
 * trading permission). Reading again will not help: the provider must reconnect with new credentials.
 * Any other rejection is taken as the broker being unreachable for now.
 */
export class BrokerAccessError extends Error {
  constructor(readonly reason: BrokerAccessFault) {
    super(`broker refused access: ${reason}`);
    this.name = 'BrokerAccessError';
  }
}
