import {
  LIVE_FEED_CHANNELS,
  recordDirectionOf,
  REWARD_TYPES,
  TRANSACTION_TYPES,
  type DecimalString,
  type ErrorCode,
  type LiveFeed,
  type RealRecord,
  type RecordDirection,
  type RecordsPage,
  type RecordTotals,
  type Result,
  type TokenRecord,
  type WalletService,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { recordsQueryOf, type RecordsWindow } from './record-query.js';
import {
  isFiltered,
  recordTypeKey,
  type RecordTypeKey,
  NO_FILTERS,
  type RecordFilters,
  type RecordsKind,
  type WalletAddress,
} from './wallet-address.js';
import { memberChannel } from '../member-channel.js';

/** Records per page. */
export const WALLET_RECORDS_PAGE_SIZE = 10;

/** A line of either list, as the table shows it. */
export interface WalletRecordRow {
  readonly id: string;
  readonly createdAt: string;
  readonly typeKey: RecordTypeKey;
  /** Signed: a credit above zero, a debit below. */
  readonly amount: DecimalString;
  readonly balanceAfter: DecimalString;
  readonly direction: RecordDirection;
  /** The fund records' reference (a withdrawal, a profit share); token records have none. */
  readonly reference: string | null;
}

const realRow = (record: RealRecord): WalletRecordRow => ({
  id: record.id,
  createdAt: record.createdAt,
  typeKey: recordTypeKey(record.type),
  amount: record.amount,
  balanceAfter: record.balanceAfter,
  direction: recordDirectionOf(record.amount),
  reference: record.reference,
});

const tokenRow = (record: TokenRecord): WalletRecordRow => ({
  id: record.id,
  createdAt: record.createdAt,
  typeKey: recordTypeKey(record.type),
  amount: record.amount,
  balanceAfter: record.balanceAfter,
  direction: recordDirectionOf(record.amount),
  reference: null,
});

type RecordsAddress = Pick<WalletAddress, 'kind' | 'filters' | 'page'>;

/**
 * /user-assets' records: one page of the fund or the token records under the address's filters, with
 * the server's totals of everything the filters match. A balance change (live feed) reloads the shown
 * page quietly, so a new record and the new totals appear without a reload.
 */
export class WalletRecordsStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  /** The dates cannot make a range: said at the date field, and nothing is loaded. */
  rangeProblem: ErrorCode | null = null;
  kind: RecordsKind = 'real';
  filters: RecordFilters = NO_FILTERS;
  /** 1-based. */
  page = 1;
  readonly pageSize = WALLET_RECORDS_PAGE_SIZE;
  rows: readonly WalletRecordRow[] = [];
  total = 0;
  totals: RecordTotals | null = null;
  /** Only the latest load's answer is applied. */
  private loadNumber = 0;
  /** The address last opened, to load only when it changed. */
  private openedKey = '';

  constructor(private readonly deps: { readonly wallet: WalletService }) {
    makeAutoObservable<WalletRecordsStore, 'deps' | 'loadNumber' | 'openedKey'>(
      this,
      { deps: false, loadNumber: false, openedKey: false, rows: observable.ref, totals: observable.ref },
      { autoBind: true },
    );
  }

  get filtered(): boolean {
    return isFiltered(this.filters);
  }

  /** Shows the address's list, filters and page; loads only when one of them changed. */
  async open(address: RecordsAddress): Promise<void> {
    const key = JSON.stringify([address.kind, address.filters, address.page]);
    if (key === this.openedKey && this.status !== 'idle' && this.status !== 'failed') return;
    this.openedKey = key;
    this.kind = address.kind;
    this.filters = address.filters;
    this.page = Math.max(1, Math.floor(address.page));
    await this.load(false);
  }

  retry(): Promise<void> {
    return this.load(false);
  }

  /** The balances changed (a live push): the shown page and totals again, without a skeleton. */
  refresh(): Promise<void> {
    return this.load(this.status === 'ready');
  }

  /** Subscribes to the member's balance changes; returns the unsubscribe. */
  follow(feed: Pick<LiveFeed, 'subscribe'>): () => void {
    return feed.subscribe(
      LIVE_FEED_CHANNELS.wallet,
      () => void this.refresh(),
      memberChannel(() => void this.refresh()),
    );
  }

  private fetch(window: RecordsWindow): Promise<Result<RecordsPage<WalletRecordRow>>> {
    const { wallet } = this.deps;
    const toRows = <T>(answer: Result<RecordsPage<T>>, row: (record: T) => WalletRecordRow) =>
      answer.error
        ? answer
        : { error: false as const, value: { ...answer.value, list: answer.value.list.map(row) } };
    if (this.kind === 'real') {
      const type = TRANSACTION_TYPES.find((known) => known === this.filters.type);
      return wallet
        .realRecords({ ...window, ...(type ? { type } : {}) })
        .then((answer) => toRows(answer, realRow));
    }
    const type = REWARD_TYPES.find((known) => known === this.filters.type);
    const { direction: _direction, ...tokenWindow } = window;
    return wallet
      .tokenRecords({ ...tokenWindow, ...(type ? { type } : {}) })
      .then((answer) => toRows(answer, tokenRow));
  }

  /** `quiet` keeps the rows on screen meanwhile, and keeps them when the load fails. */
  private async load(quiet: boolean): Promise<void> {
    const number = ++this.loadNumber;
    const window = recordsQueryOf(this.filters, this.page, this.pageSize);
    if (window.error) {
      this.rangeProblem = window.value;
      this.status = 'ready';
      this.errorCode = null;
      this.rows = [];
      this.total = 0;
      this.totals = null;
      return;
    }
    this.rangeProblem = null;
    if (!quiet) {
      this.status = 'loading';
      this.errorCode = null;
    }
    const answer = await this.fetch(window.value);
    if (number !== this.loadNumber) return;
    if (answer.error) {
      if (quiet) return;
      runInAction(() => {
        this.status = 'failed';
        this.errorCode = answer.value;
      });
      return;
    }
    const lastPage = Math.max(1, Math.ceil(answer.value.total / this.pageSize));
    if (answer.value.list.length === 0 && this.page > lastPage) {
      // An address past the last page: show the last one (the page's view updates the address).
      runInAction(() => (this.page = lastPage));
      await this.load(quiet);
      return;
    }
    runInAction(() => {
      this.rows = answer.value.list;
      this.total = answer.value.total;
      this.totals = answer.value.totals;
      this.status = 'ready';
      this.errorCode = null;
    });
  }
}
