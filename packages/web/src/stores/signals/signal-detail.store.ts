import {
  API_ERROR,
  applyFiguresPatch,
  canViewPerformance,
  DAY_MS,
  isSignalFiguresPatch,
  runningStateOf,
  toIso,
  type Clock,
  type ErrorCode,
  type FollowersPoint,
  type Page,
  type PerformanceReport,
  type Robot,
  type RunningState,
  type Signal,
  type SignalFiguresPatch,
  type SignalsService,
  type TimerHandle,
} from '@signal-portal/core';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  asPerformanceReport,
  followersChanged,
  mergeSignalUpdate,
  performanceChanged,
} from './signal-detail.report.js';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export const DETAIL_TABS = ['overview', 'monthly', 'symbols', 'statistics', 'robots', 'connection'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** The followers chart looks back this far (the server's default is 30 days). */
export const FOLLOWERS_HISTORY_DAYS = 90;
export const ROBOTS_PAGE_SIZE = 10;
/** "Updated 3 min ago" is kept current at this pace. */
const TICK_MS = 30_000;

/**
 * The signal detail screen (/signal/{id}): the signal, its stored performance report, its followers
 * over time and its robots, each loaded on its own so one failure does not blank the page; live
 * changes of the signal's channel applied as they come.
 */
export class SignalDetailStore {
  status: LoadStatus = 'idle';
  errorCode: ErrorCode | null = null;
  signal: Signal | null = null;
  /** The signal was deleted from this screen: the view leaves for the list. */
  deleted = false;

  reportStatus: LoadStatus = 'idle';
  reportErrorCode: ErrorCode | null = null;
  /** The stored report, or null before the first calculation. */
  report: PerformanceReport | null = null;

  followersStatus: LoadStatus = 'idle';
  followersErrorCode: ErrorCode | null = null;
  followers: readonly FollowersPoint[] = [];

  robotsStatus: LoadStatus = 'idle';
  robotsErrorCode: ErrorCode | null = null;
  robots: Page<Robot> | null = null;
  robotsPage = 1;

  tab: DetailTab = 'overview';
  /** The clock's time, moved on every half minute for the "updated ... ago" line. */
  nowMs: number;
  private timer: { readonly handle: TimerHandle } | null = null;

  constructor(
    private readonly signals: SignalsService,
    private readonly clock: Clock,
    readonly signalId: string,
  ) {
    this.nowMs = clock.now();
    makeAutoObservable<SignalDetailStore, 'signals' | 'clock' | 'timer'>(
      this,
      { signals: false, clock: false, timer: false, signalId: false },
      { autoBind: true },
    );
  }

  /** The report shown: the one loaded, else the one the signal carries, when it is a full report. */
  get performance(): PerformanceReport | null {
    return this.report ?? asPerformanceReport(this.signal?.performance);
  }

  get runningState(): RunningState | null {
    return this.signal ? runningStateOf(this.signal) : null;
  }

  /** An archived signal is shown read-only: its performance stays viewable (spec section 4). */
  get readOnly(): boolean {
    return this.runningState === 'ARCHIVED';
  }

  /** The performance was calculated (archived signals keep theirs). */
  get hasPerformance(): boolean {
    return this.signal !== null && canViewPerformance(this.signal) && this.signal.performance !== null;
  }

  /** Loads the signal and its report together, and keeps the clock line current. */
  async start(): Promise<void> {
    this.tick();
    await this.load();
  }

  stop(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer.handle);
    this.timer = null;
  }

  tick(): void {
    this.nowMs = this.clock.now();
    this.timer = { handle: this.clock.setTimeout(() => this.tick(), TICK_MS) };
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.errorCode = null;
    const [signal] = await Promise.all([this.signals.get(this.signalId), this.loadReport()]);
    runInAction(() => {
      if (signal.error) {
        this.status = 'failed';
        this.errorCode = signal.value;
        return;
      }
      this.signal = signal.value;
      this.status = 'ready';
    });
    if (this.tab === 'robots') await this.loadFollowersAndRobots();
  }

  async loadReport(): Promise<void> {
    this.reportStatus = 'loading';
    this.reportErrorCode = null;
    const result = await this.signals.performance(this.signalId);
    runInAction(() => {
      if (result.error) {
        this.reportStatus = 'failed';
        this.reportErrorCode = result.value;
        return;
      }
      const report = asPerformanceReport(result.value);
      if (result.value !== null && report === null) {
        this.reportStatus = 'failed';
        this.reportErrorCode = API_ERROR;
        return;
      }
      this.report = report;
      this.reportStatus = 'ready';
    });
  }

  async loadFollowers(): Promise<void> {
    this.followersStatus = 'loading';
    this.followersErrorCode = null;
    const from = toIso((Math.floor(this.clock.now() / DAY_MS) - FOLLOWERS_HISTORY_DAYS + 1) * DAY_MS);
    const result = await this.signals.followers(this.signalId, { from });
    runInAction(() => {
      if (result.error) {
        this.followersStatus = 'failed';
        this.followersErrorCode = result.value;
        return;
      }
      this.followers = result.value;
      this.followersStatus = 'ready';
    });
  }

  async loadRobots(page: number = this.robotsPage): Promise<void> {
    this.robotsStatus = 'loading';
    this.robotsErrorCode = null;
    const result = await this.signals.robots(this.signalId, { page, pageSize: ROBOTS_PAGE_SIZE });
    runInAction(() => {
      if (result.error) {
        this.robotsStatus = 'failed';
        this.robotsErrorCode = result.value;
        return;
      }
      this.robots = result.value;
      this.robotsPage = result.value.page;
      this.robotsStatus = 'ready';
    });
  }

  async selectTab(tab: DetailTab): Promise<void> {
    this.tab = tab;
    if (tab === 'robots' && this.followersStatus === 'idle' && this.robotsStatus === 'idle') {
      await this.loadFollowersAndRobots();
    }
  }

  /** What an action of the header returned: the changed signal, or null once it is deleted. */
  applySignal(next: Signal | null): void {
    if (next === null) {
      this.deleted = true;
      return;
    }
    const before = this.signal;
    this.signal = next;
    if (before !== null && performanceChanged(before, next)) void this.loadReport();
  }

  /**
   * After the feed reconnected (changes pushed meanwhile are not replayed): the signal read again
   * quietly and taken as a push of the whole signal, so its report and followers are read again only
   * when they changed. A failed read keeps what is shown.
   */
  async catchUp(): Promise<void> {
    if (this.signal === null) return;
    const signal = await this.signals.get(this.signalId);
    if (!signal.error) this.applyLive(signal.value);
  }

  /** A message of the signal's live channel: figures, robots and state as they change. */
  applyLive(data: unknown): void {
    const before = this.signal;
    if (before === null) return;
    if (isSignalFiguresPatch(data)) {
      this.applyFigures(data);
      return;
    }
    const next = mergeSignalUpdate(before, data);
    if (next === null) return;
    this.signal = next;
    if (next.deletedAt !== null) this.deleted = true;
    if (performanceChanged(before, next)) void this.loadReport();
    if (followersChanged(before, next) && (this.robotsStatus !== 'idle' || this.followersStatus !== 'idle')) {
      void this.loadFollowersAndRobots();
    }
  }

  /**
   * A refresh's figures (every 10 minutes of platform time): merged into the signal and the report
   * shown, the daily series' changed days included, so nothing is loaded again.
   */
  private applyFigures(patch: SignalFiguresPatch): void {
    const signal = this.signal;
    if (signal === null || patch.id !== signal.id) return;
    this.signal = {
      ...signal,
      updatedAt: patch.updatedAt,
      performance: applyFiguresPatch(signal.performance, patch),
    };
    if (this.report !== null) this.report = applyFiguresPatch(this.report, patch);
  }

  private async loadFollowersAndRobots(): Promise<void> {
    await Promise.all([this.loadFollowers(), this.loadRobots()]);
  }
}
