import {
  checkTwOrderSignal,
  ORDER_STATUSES,
  ORDER_TYPES,
  TRADING_TYPES,
  validateTwOrder,
  validateTwOrderSymbol,
  validateTwOrderVolume,
  type ErrorCode,
  type LiveFeedMessage,
  type Order,
  type OrdersService,
  type PlatformSymbol,
  type Signal,
  type SignalsService,
  type TradingType,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import type { UiStore } from '../ui.store.js';

export interface TwOrderDeps {
  readonly signals: SignalsService;
  readonly orders: OrdersService;
  readonly ui: UiStore;
  /** The platform's symbols the session loaded (GET /symbol), for their names; empty while unknown. */
  readonly platformSymbols: () => readonly PlatformSymbol[];
}

/** A symbol the form offers, with the company's name when the platform's list gives it. */
export interface SymbolOption {
  readonly symbol: string;
  readonly description: string;
}

export type OrderField = 'symbol' | 'volume';

/** Refusals about one field are shown at it; the others (rejected, not connected...) as a toast. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, OrderField>> = {
  SYMBOL_ALIAS_NOT_FOUND: 'symbol',
  AMOUNT_INVALID: 'volume',
};

/** Refusals that mean the signal changed since it was loaded: read it again. */
const SIGNAL_CHANGED: readonly ErrorCode[] = ['SIGNAL_NOT_CONNECTED', 'PLATFORM_UNSUPPORTED'];

export const ORDER_PAGE_SIZE = 10;

const includes = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);

/** The orders channel's data (Order & { signalId }); anything malformed is ignored. */
export const orderEventOf = (data: unknown): (Order & { readonly signalId: string }) | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const raw = data as Record<string, unknown>;
  const texts = ['signalId', 'id', 'symbol', 'volume', 'price', 'time'].every(
    (key) => typeof raw[key] === 'string',
  );
  if (
    !texts ||
    !includes(TRADING_TYPES, raw['tradingType']) ||
    !includes(ORDER_TYPES, raw['orderType']) ||
    !includes(ORDER_STATUSES, raw['status'])
  )
    return undefined;
  return data as Order & { readonly signalId: string };
};

/**
 * The TWSE order screen of one signal: whether the signal takes orders (the core's
 * checkTwOrderSignal), the new-order form checked as typed by the core's validateTwOrder (the server's
 * own rule), placing through OrdersService, and the order history, page by page, kept current by the
 * orders channel of the live feed.
 */
export class TwOrderStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  signal: Signal | null = null;

  tradingType: TradingType = 'BUY';
  symbol = '';
  volume = '';
  /** Place was pressed: empty fields now show their message too. */
  attempted = false;
  /** The server's refusal of the last order, at its field until that field changes. */
  serverProblem: { readonly field: OrderField; readonly code: ErrorCode } | null = null;
  placing = false;

  historyStatus: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  historyErrorCode: ErrorCode | null = null;
  orders: readonly Order[] = [];
  total = 0;
  page = 1;
  /** The order placed or changed last, highlighted in the history and announced. */
  lastChanged: Order | null = null;

  constructor(
    readonly signalId: string,
    private readonly deps: TwOrderDeps,
  ) {
    makeAutoObservable<TwOrderStore, 'deps'>(
      this,
      {
        deps: false,
        signalId: false,
        signal: observable.ref,
        orders: observable.ref,
        lastChanged: observable.ref,
      },
      { autoBind: true },
    );
  }

  /** Why the signal takes no orders (PLATFORM_UNSUPPORTED, SIGNAL_NOT_CONNECTED), or null. */
  get refusal(): ErrorCode | null {
    if (this.signal === null) return null;
    const allowed = checkTwOrderSignal(this.signal);
    return allowed.error ? allowed.value : null;
  }

  /** A signal of the platform that takes orders (connected or not): it has an order history. */
  get isTwse(): boolean {
    return this.signal !== null && this.refusal !== 'PLATFORM_UNSUPPORTED';
  }

  /** The signal's matched platform symbols; when it has none, every TWSE symbol the platform trades. */
  get symbolOptions(): readonly SymbolOption[] {
    const known = this.deps.platformSymbols().filter((symbol) => symbol.platform === 'TWSE');
    const matched = [...new Set(this.signal?.symbols.map((pair) => pair.platformSymbol) ?? [])];
    const names = matched.length > 0 ? matched : known.map((symbol) => symbol.symbol);
    return [...names].sort().map((symbol) => ({
      symbol,
      description: known.find((entry) => entry.symbol === symbol)?.description ?? '',
    }));
  }

  get offersMatchedSymbols(): boolean {
    return (this.signal?.symbols.length ?? 0) > 0;
  }

  private get symbolNames(): readonly string[] {
    return this.symbolOptions.map((option) => option.symbol);
  }

  get symbolProblem(): ErrorCode | null {
    if (this.serverProblem?.field === 'symbol') return this.serverProblem.code;
    if (!this.attempted) return null;
    const valid = validateTwOrderSymbol(this.symbol, { symbols: this.symbolNames });
    return valid.error ? valid.value : null;
  }

  /** As typed: a volume shows its message as soon as there is one; an empty one after Place. */
  get volumeProblem(): ErrorCode | null {
    if (this.serverProblem?.field === 'volume') return this.serverProblem.code;
    if (this.volume === '' && !this.attempted) return null;
    const valid = validateTwOrderVolume(this.volume);
    return valid.error ? valid.value : null;
  }

  get pages(): number {
    return Math.max(1, Math.ceil(this.total / ORDER_PAGE_SIZE));
  }

  async start(): Promise<void> {
    this.status = 'loading';
    this.errorCode = null;
    const [signal] = await Promise.all([
      this.deps.ui.track(this.deps.signals.get(this.signalId)),
      this.loadHistory(1),
    ]);
    runInAction(() => {
      if (signal.error) {
        this.status = 'failed';
        this.errorCode = signal.value;
        return;
      }
      this.applySignal(signal.value);
      this.status = 'ready';
    });
  }

  async loadHistory(page: number): Promise<void> {
    this.historyStatus = 'loading';
    this.historyErrorCode = null;
    const result = await this.deps.orders.history(this.signalId, { page, pageSize: ORDER_PAGE_SIZE });
    runInAction(() => {
      if (result.error) {
        this.historyStatus = 'failed';
        this.historyErrorCode = result.value;
        return;
      }
      this.orders = result.value.list;
      this.total = result.value.total;
      this.page = result.value.page;
      this.historyStatus = 'ready';
    });
  }

  setTradingType(tradingType: TradingType): void {
    this.tradingType = tradingType;
  }

  setSymbol(symbol: string): void {
    this.symbol = symbol;
    if (this.serverProblem?.field === 'symbol') this.serverProblem = null;
  }

  setVolume(volume: string): void {
    this.volume = volume;
    if (this.serverProblem?.field === 'volume') this.serverProblem = null;
    // The message shows as typed: its text must be there (loaded once).
    if (this.volumeProblem !== null) void this.deps.ui.prepareErrorTexts();
  }

  /** Checks the form as the server will, then places the order; true when it was placed. */
  async place(): Promise<boolean> {
    if (this.placing) return false;
    this.attempted = true;
    this.serverProblem = null;
    const symbols = this.symbolNames;
    const order = validateTwOrder(
      { tradingType: this.tradingType, symbol: this.symbol, volume: this.volume },
      { symbols },
    );
    if (order.error) {
      await this.deps.ui.prepareErrorTexts();
      return false;
    }
    this.placing = true;
    const placed = await settled(
      this.deps.ui.track(this.deps.orders.place(this.signalId, order.value, { symbols })),
    );
    runInAction(() => (this.placing = false));
    if (placed.error) {
      await this.refuse(placed.value);
      return false;
    }
    runInAction(() => {
      this.upsert(placed.value);
      this.volume = '';
      this.attempted = false;
    });
    this.deps.ui.showToast(
      'check',
      placed.value.status === 'PENDING' ? 'twOrder.toast.pending' : 'twOrder.toast.submitted',
      { symbol: placed.value.symbol },
    );
    return true;
  }

  /** The orders channel: an order of this signal placed (here or elsewhere) or changing status. */
  applyLive(message: LiveFeedMessage): void {
    const event = orderEventOf(message.data);
    if (event === undefined || event.signalId !== this.signalId) return;
    const { signalId: _signalId, ...order } = event;
    this.upsert(order);
  }

  private async refuse(code: ErrorCode): Promise<void> {
    const field = FIELD_OF_CODE[code];
    if (field === undefined) {
      await this.deps.ui.showError(code);
      if (SIGNAL_CHANGED.includes(code)) await this.reloadSignal();
      return;
    }
    await this.deps.ui.prepareErrorTexts();
    runInAction(() => (this.serverProblem = { field, code }));
  }

  private async reloadSignal(): Promise<void> {
    const signal = await this.deps.signals.get(this.signalId);
    if (!signal.error) runInAction(() => this.applySignal(signal.value));
  }

  private applySignal(signal: Signal): void {
    this.signal = signal;
    const names = this.symbolNames;
    if (!names.includes(this.symbol)) this.symbol = names[0] ?? '';
  }

  /** A changed order is replaced where it is; a new one counts and, on the first page, shows on top. */
  private upsert(order: Order): void {
    this.lastChanged = order;
    if (this.orders.some((known) => known.id === order.id)) {
      this.orders = this.orders.map((known) => (known.id === order.id ? order : known));
      return;
    }
    this.total += 1;
    if (this.page === 1) this.orders = [order, ...this.orders].slice(0, ORDER_PAGE_SIZE);
  }
}
