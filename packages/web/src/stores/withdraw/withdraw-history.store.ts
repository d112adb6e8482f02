import {
  canCancelWithdrawal,
  isStaleWithdrawalUpdate,
  LIVE_FEED_CHANNELS,
  WITHDRAWAL_TYPES,
  type ErrorCode,
  type LiveFeed,
  type LiveFeedMessage,
  type Result,
  type Withdrawal,
  type WithdrawalsService,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import type { UiStore } from '../ui.store.js';
import {
  fitsFilters,
  historyQuery,
  isWithdrawalStatus,
  localDayStart,
  NO_FILTERS,
  type DayStart,
  type HistoryFilters,
} from './history-query.js';
import { memberChannel } from '../member-channel.js';

export const HISTORY_PAGE_SIZE = 10;

export interface WithdrawHistoryDeps {
  readonly withdrawals: WithdrawalsService;
  readonly ui: Pick<UiStore, 'track' | 'showError'>;
  /** Where a filter's day starts (the browser's time zone; fixed in tests). */
  readonly dayStart?: DayStart;
}

/** What the `withdrawals` channel carries: a whole Withdrawal; anything else is ignored. */
export const isWithdrawal = (data: unknown): data is Withdrawal => {
  if (typeof data !== 'object' || data === null) return false;
  const raw = data as Record<string, unknown>;
  return (
    ['id', 'amount', 'fee', 'currency', 'appliedAt', 'estimatedReceiveAmount', 'paidAmount'].every(
      (key) => typeof raw[key] === 'string',
    ) &&
    isWithdrawalStatus(raw['status']) &&
    (WITHDRAWAL_TYPES as readonly unknown[]).includes(raw['type'])
  );
};

/**
 * The withdrawal history: one page under the member's filters (status, days), newest first. A
 * changed withdrawal (the live feed, a cancel here) is updated in place and never moved back along
 * the machine by a late message; one the page does not show is fetched with the page, quietly.
 * Cancelling asks first (it cannot be undone) and is offered only while the core's machine allows it.
 */
export class WithdrawHistoryStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  filters: HistoryFilters = NO_FILTERS;
  /** DATE_RANGE_INVALID when the chosen days cannot be a range; nothing is loaded then. */
  filterProblem: ErrorCode | null = null;
  page = 1;
  rows: readonly Withdrawal[] = [];
  total = 0;
  /** The withdrawal changed last, highlighted and announced. */
  lastChanged: Withdrawal | null = null;
  /** The withdrawal whose cancellation is being asked about. */
  cancelTarget: Withdrawal | null = null;
  cancelling = false;
  private loadNumber = 0;

  constructor(private readonly deps: WithdrawHistoryDeps) {
    makeAutoObservable<WithdrawHistoryStore, 'deps' | 'loadNumber'>(
      this,
      {
        deps: false,
        loadNumber: false,
        rows: observable.ref,
        filters: observable.ref,
        lastChanged: observable.ref,
        cancelTarget: observable.ref,
      },
      { autoBind: true },
    );
  }

  get filtered(): boolean {
    return this.filters.status !== null || this.filters.from !== '' || this.filters.to !== '';
  }

  get dayStart(): DayStart {
    return this.deps.dayStart ?? localDayStart;
  }

  canCancel(w: Withdrawal): boolean {
    return canCancelWithdrawal(w);
  }

  /** Shows a page under the filters (from the address); loads only when something changed. */
  async open(filters: HistoryFilters, page: number): Promise<void> {
    const target = Math.max(1, Math.floor(page));
    const same =
      filters.status === this.filters.status &&
      filters.from === this.filters.from &&
      filters.to === this.filters.to &&
      target === this.page;
    if (same && (this.status === 'ready' || this.status === 'loading')) return;
    this.filters = filters;
    this.page = target;
    await this.load(false);
  }

  retry(): Promise<void> {
    return this.load(false);
  }

  /** The page again without hiding the rows (a lost answer, a withdrawal the page does not show). */
  refresh(): Promise<void> {
    return this.load(true);
  }

  /** Subscribes to the member's withdrawal changes; returns the unsubscribe. */
  follow(feed: Pick<LiveFeed, 'subscribe'>): () => void {
    return feed.subscribe(
      LIVE_FEED_CHANNELS.withdrawals,
      (message: LiveFeedMessage) => {
        if (message.error.code === 0 && isWithdrawal(message.data)) this.apply(message.data);
      },
      memberChannel(() => void this.refresh()),
    );
  }

  /** A withdrawal as the server now has it. */
  apply(w: Withdrawal): void {
    const shown = this.rows.find((row) => row.id === w.id);
    if (shown === undefined) {
      // New to this page (applied elsewhere, or on another page): where it falls is the server's call.
      void this.load(true);
      return;
    }
    if (isStaleWithdrawalUpdate(w, shown)) return;
    // Kept in place even when a status filter no longer matches: the member sees it move.
    this.rows = this.rows.map((row) => (row.id === w.id ? w : row));
    this.lastChanged = w;
    if (this.cancelTarget?.id === w.id && !canCancelWithdrawal(w)) this.cancelTarget = null;
  }

  /** A withdrawal just applied here: on top of the first page when the filters show it. */
  added(w: Withdrawal): void {
    if (this.rows.some((row) => row.id === w.id)) {
      this.apply(w);
      return;
    }
    if (this.page !== 1 || !fitsFilters(this.filters, w.appliedAt, w.status, this.dayStart)) {
      void this.load(true);
      return;
    }
    this.rows = [w, ...this.rows].slice(0, HISTORY_PAGE_SIZE);
    this.total += 1;
    this.lastChanged = w;
  }

  askCancel(w: Withdrawal): void {
    if (canCancelWithdrawal(w)) this.cancelTarget = w;
  }

  dismissCancel(): void {
    if (!this.cancelling) this.cancelTarget = null;
  }

  /** Cancels the withdrawal asked about; resolves to it cancelled, or null when refused. */
  async confirmCancel(): Promise<Withdrawal | null> {
    const target = this.cancelTarget;
    if (target === null || this.cancelling) return null;
    this.cancelling = true;
    let result: Result<Withdrawal>;
    try {
      result = await settled(this.deps.ui.track(this.deps.withdrawals.cancel(target.id)));
    } finally {
      runInAction(() => {
        this.cancelling = false;
        this.cancelTarget = null;
      });
    }
    if (result.error) {
      await this.deps.ui.showError(result.value);
      // Its state moved on meanwhile (an operator approved it): show where it is now.
      if (result.value === 'WITHDRAW_ORDER_STATUS' || result.value === 'WITHDRAW_ORDER_NOT_FOUND')
        await this.load(true);
      return null;
    }
    runInAction(() => this.apply(result.value));
    return result.value;
  }

  /** The page under the filters; `quiet` keeps the rows on screen and a failure silent. */
  private async load(quiet: boolean): Promise<void> {
    const number = ++this.loadNumber;
    const query = historyQuery(this.filters, this.page, HISTORY_PAGE_SIZE, this.dayStart);
    if (query.error) {
      this.filterProblem = query.value;
      this.rows = [];
      this.total = 0;
      this.status = 'ready';
      return;
    }
    this.filterProblem = null;
    if (!quiet) {
      this.status = 'loading';
      this.errorCode = null;
    }
    const result = await settled(this.deps.withdrawals.list(query.value));
    if (number !== this.loadNumber) return;
    if (result.error) {
      if (!quiet)
        runInAction(() => {
          this.status = 'failed';
          this.errorCode = result.value;
        });
      return;
    }
    const lastPage = Math.max(1, Math.ceil(result.value.total / HISTORY_PAGE_SIZE));
    if (result.value.list.length === 0 && this.page > lastPage) {
      // Past the last page (an old address, or the last page emptied): show the last one.
      runInAction(() => (this.page = lastPage));
      await this.load(quiet);
      return;
    }
    runInAction(() => {
      this.rows = result.value.list;
      this.total = result.value.total;
      this.status = 'ready';
      this.errorCode = null;
    });
  }
}
