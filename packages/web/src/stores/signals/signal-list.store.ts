import {
  applyFiguresPatch,
  compareSignalListOrder,
  isSignalFiguresPatch,
  LIVE_FEED_CHANNELS,
  SIGNAL_LIST_VIEWS,
  signalListViewOf,
  type ErrorCode,
  type LiveFeed,
  type LiveFeedMessage,
  type Signal,
  type SignalFiguresPatch,
  type SignalListView,
  type SignalsService,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { memberChannel } from '../member-channel.js';

/** Signals per page unless the address asks for another size. */
export const SIGNAL_LIST_PAGE_SIZE = 10;
/** The server's largest page. */
export const SIGNAL_LIST_MAX_PAGE_SIZE = 100;

export type SignalListCounts = Record<SignalListView, number | null>;

/** What the live feed's `signals` channel carries: a whole Signal (or a figures patch, applyFigures). */
const isSignal = (data: unknown): data is Signal =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { id?: unknown }).id === 'string' &&
  typeof (data as { status?: unknown }).status === 'string' &&
  typeof (data as { createdAt?: unknown }).createdAt === 'string' &&
  typeof (data as { updatedAt?: unknown }).updatedAt === 'string';

const isOlder = (incoming: Signal, shown: Signal): boolean =>
  Date.parse(incoming.updatedAt) < Date.parse(shown.updatedAt);

/**
 * /signal: one page of the provider's signals in one view (listed, pending approval, archived) and
 * how many each view holds. A changed signal (an action's answer, the live feed) updates its row in
 * place, leaves the view its new state no longer belongs to or joins the one it now does
 * (`signalListViewOf`, the server's filter), and the counts follow; when the list cannot tell where
 * the signal was, it asks the server again without showing a reload.
 */
export class SignalListStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  view: SignalListView = 'listed';
  /** 1-based. */
  page = 1;
  pageSize = SIGNAL_LIST_PAGE_SIZE;
  rows: Signal[] = [];
  counts: SignalListCounts = { listed: null, pending: null, archived: null };
  /** The view each signal seen was last in; null once deleted. */
  private readonly knownViews = new Map<string, SignalListView | null>();
  /** Only the latest load's answer is applied. */
  private loadNumber = 0;

  constructor(private readonly deps: { readonly signals: SignalsService }) {
    makeAutoObservable<SignalListStore, 'deps' | 'knownViews' | 'loadNumber'>(
      this,
      // The rows are the server's signals, replaced whole when one changes: no need to observe inside.
      { deps: false, knownViews: false, loadNumber: false, rows: observable.shallow },
      { autoBind: true },
    );
  }

  /** How many signals the shown view holds. */
  get total(): number {
    return this.counts[this.view] ?? 0;
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  /** The provider has no signal in any view. */
  get hasNoSignals(): boolean {
    return SIGNAL_LIST_VIEWS.every((view) => this.counts[view] === 0);
  }

  /** Shows a view's page (from the address or the tabs); loads only when something changed. */
  async open(view: SignalListView, page = 1, pageSize: number = SIGNAL_LIST_PAGE_SIZE): Promise<void> {
    const size = Math.min(SIGNAL_LIST_MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize)));
    const target = Math.max(1, Math.floor(page));
    if (
      this.status !== 'idle' &&
      this.status !== 'failed' &&
      view === this.view &&
      target === this.page &&
      size === this.pageSize
    )
      return;
    this.view = view;
    this.page = target;
    this.pageSize = size;
    await this.load(false);
  }

  retry(): Promise<void> {
    return this.load(false);
  }

  /** Subscribes to the member's signal changes; returns the unsubscribe. */
  follow(feed: Pick<LiveFeed, 'subscribe'>): () => void {
    return feed.subscribe(
      LIVE_FEED_CHANNELS.signals,
      (message: LiveFeedMessage) => {
        if (message.error.code !== 0) return;
        if (isSignalFiguresPatch(message.data)) this.applyFigures(message.data);
        else if (isSignal(message.data)) this.apply(message.data);
      },
      memberChannel(() => void this.load(true)),
    );
  }

  /**
   * A refresh's figures (the live feed): the row's figures change in place. Nothing else of the
   * signal changed, so it stays in its view; the list never carries the daily series.
   */
  applyFigures(patch: SignalFiguresPatch): void {
    const index = this.rows.findIndex((row) => row.id === patch.id);
    const shown = this.rows[index];
    if (!shown || Date.parse(patch.updatedAt) < Date.parse(shown.updatedAt)) return;
    const performance = applyFiguresPatch(shown.performance, patch);
    this.rows[index] = {
      ...shown,
      updatedAt: patch.updatedAt,
      performance: { ...performance, profitDatas: shown.performance?.profitDatas ?? [] },
    };
  }

  /** A signal as the server now has it (an action's answer or the live feed). */
  apply(signal: Signal): void {
    const index = this.rows.findIndex((row) => row.id === signal.id);
    const shown = this.rows[index];
    if (shown && isOlder(signal, shown)) return;
    const next = signalListViewOf(signal);
    const before = shown ? this.view : this.knownViews.get(signal.id);
    if (before === undefined) {
      // Never seen: which view it left is unknown, so the counts come from the server.
      this.knownViews.set(signal.id, next);
      void this.load(true);
      return;
    }
    this.knownViews.set(signal.id, next);
    this.moveCount(before, next);
    if (shown) {
      if (next === this.view) this.rows[index] = signal;
      else this.leave(index);
    } else if (next === this.view && before !== next) {
      this.join(signal);
    }
  }

  /** A signal deleted here: its answer carries no signal. */
  removed(id: string): void {
    const index = this.rows.findIndex((row) => row.id === id);
    const before = index >= 0 ? this.view : this.knownViews.get(id);
    this.knownViews.set(id, null);
    if (before === undefined || before === null) return;
    this.moveCount(before, null);
    if (index >= 0) this.leave(index);
  }

  private moveCount(from: SignalListView | null, to: SignalListView | null): void {
    if (from === to) return;
    const { counts } = this;
    const fromCount = from === null ? null : counts[from];
    const toCount = to === null ? null : counts[to];
    if (from !== null && fromCount !== null) counts[from] = Math.max(0, fromCount - 1);
    if (to !== null && toCount !== null) counts[to] = toCount + 1;
  }

  /** A shown row left the view: the next page's first signal moves up, or the page before shows. */
  private leave(index: number): void {
    this.rows.splice(index, 1);
    const shownBefore = (this.page - 1) * this.pageSize;
    if (this.rows.length === 0 && this.page > 1) {
      this.page -= 1;
      void this.load(true);
    } else if (this.total > shownBefore + this.rows.length) {
      void this.load(true);
    }
  }

  /** A signal entered the shown view: placed by the list's order when it falls on this page. */
  private join(signal: Signal): void {
    if (this.page > 1) {
      // It may fall on an earlier page and push a row onto this one: the server knows.
      void this.load(true);
      return;
    }
    const position = this.rows.findIndex((row) => compareSignalListOrder(signal, row) < 0);
    if (position < 0) {
      if (this.rows.length < this.pageSize) this.rows.push(signal);
      return;
    }
    this.rows.splice(position, 0, signal);
    if (this.rows.length > this.pageSize) this.rows.length = this.pageSize;
  }

  /** The shown view's page and every view's count; `quiet` keeps the rows on screen meanwhile. */
  private async load(quiet: boolean): Promise<void> {
    const number = ++this.loadNumber;
    if (!quiet) {
      this.status = 'loading';
      this.errorCode = null;
    }
    const { view, page, pageSize } = this;
    const others = SIGNAL_LIST_VIEWS.filter((other) => other !== view);
    const [shown, ...counted] = await Promise.all([
      this.deps.signals.list({ view, page, pageSize }),
      // Only their totals are needed: the smallest page.
      ...others.map((other) => this.deps.signals.list({ view: other, page: 1, pageSize: 1 })),
    ]);
    if (number !== this.loadNumber || !shown) return;
    if (shown.error) {
      if (quiet) return;
      runInAction(() => {
        this.status = 'failed';
        this.errorCode = shown.value;
      });
      return;
    }
    const lastPage = Math.max(1, Math.ceil(shown.value.total / pageSize));
    if (shown.value.list.length === 0 && page > lastPage) {
      // An address past the last page (or the last page emptied meanwhile): show the last one.
      runInAction(() => (this.page = lastPage));
      await this.load(quiet);
      return;
    }
    runInAction(() => {
      this.rows = [...shown.value.list];
      this.counts[view] = shown.value.total;
      others.forEach((other, index) => {
        const answer = counted[index];
        if (answer && !answer.error) this.counts[other] = answer.value.total;
      });
      for (const row of this.rows) this.knownViews.set(row.id, view);
      this.status = 'ready';
      this.errorCode = null;
    });
  }
}
