import { LIVE_FEED_RECONNECT_MS, type Clock, type TimerHandle } from '@signal-portal/core';
import { makeAutoObservable } from 'mobx';

export interface ConnectivityDeps {
  readonly clock: Clock;
  /** Any cheap API call: its answer, seen by the reporting Http port, tells whether the API is back. */
  readonly probeApi: () => Promise<unknown>;
  /** Opens the live feed's socket now, when a reconnect waits. */
  readonly reconnectFeed: () => void;
}

/** A boxed timer handle (a handle may be any value, 0 and null included). */
interface Timer {
  readonly handle: TimerHandle;
}

/**
 * Whether the server can be reached, for the offline banner: the API is unreachable after a call
 * failed in transport (until a call is answered), the live feed after its socket closed (until it
 * opens again, which clears the API too: the same server answered). While offline it counts down, by
 * the app's Clock, to the next attempt: the feed's reconnect (its 12 s), or else a probe of the API
 * every 12 s. Listeners hear each recovery, so failed loads can try again.
 */
export class ConnectivityStore {
  apiReachable = true;
  /** The feed's socket closed and has not opened again. */
  feedDown = false;
  /** When the feed's next reconnect is due (epoch ms); null while one runs or none waits. */
  feedRetryAt: number | null = null;
  /** When the API is probed next, while it is unreachable. */
  apiRetryAt: number | null = null;
  /** The clock's time, moved once a second while offline (the countdown reads it). */
  now: number;
  /** How many times the connection came back; a key for what should start over then. */
  recoveries = 0;
  private tickTimer: Timer | null = null;
  private probeTimer: Timer | null = null;
  private probing = false;
  private readonly recoveredListeners = new Set<() => void>();

  constructor(private readonly deps: ConnectivityDeps) {
    this.now = deps.clock.now();
    makeAutoObservable<
      ConnectivityStore,
      'deps' | 'tickTimer' | 'probeTimer' | 'probing' | 'recoveredListeners'
    >(
      this,
      { deps: false, tickTimer: false, probeTimer: false, probing: false, recoveredListeners: false },
      { autoBind: true },
    );
  }

  get offline(): boolean {
    return !this.apiReachable || this.feedDown;
  }

  /** When the next attempt is due: the feed's reconnect while it is down, else the API's probe. */
  get retryAt(): number | null {
    return this.feedDown ? this.feedRetryAt : this.apiRetryAt;
  }

  /** Whole seconds to the next attempt (rounded up); null while one runs or when online. */
  get secondsLeft(): number | null {
    const at = this.offline ? this.retryAt : null;
    return at === null ? null : Math.max(0, Math.ceil((at - this.now) / 1000));
  }

  /** Listens to recoveries (offline, then online again); returns the way to stop listening. */
  onRecovered(listener: () => void): () => void {
    this.recoveredListeners.add(listener);
    return () => {
      this.recoveredListeners.delete(listener);
    };
  }

  /** A call got an answer (any HTTP status): the API is there. */
  apiAnswered(): void {
    this.change(() => {
      this.apiReachable = true;
      this.stopProbing();
    });
  }

  /** A call failed in transport (refused, reset, DNS): the API is unreachable. */
  apiUnreachable(): void {
    this.change(() => {
      this.apiReachable = false;
      this.scheduleProbe();
    });
  }

  feedConnectedChanged(connected: boolean): void {
    if (!connected) return; // a close is told by the reconnect it schedules
    this.change(() => {
      this.feedDown = false;
      this.feedRetryAt = null;
      this.apiReachable = true;
      this.stopProbing();
    });
  }

  /** The feed's next reconnect: a time after a close, null once the attempt starts. */
  feedReconnectChanged(at: number | null): void {
    this.change(() => {
      if (at !== null) this.feedDown = true;
      this.feedRetryAt = at;
    });
  }

  /** "Retry now": the feed reconnects and the API is probed at once. */
  retryNow(): void {
    if (this.feedDown) this.deps.reconnectFeed();
    if (!this.apiReachable) {
      this.stopProbing();
      this.probe();
    }
  }

  /** Applies a change, then starts or stops the countdown and tells of a recovery. */
  private change(apply: () => void): void {
    const wasOffline = this.offline;
    apply();
    this.now = this.deps.clock.now();
    this.scheduleTick();
    if (wasOffline && !this.offline) {
      this.recoveries += 1;
      for (const listener of [...this.recoveredListeners]) listener();
    }
  }

  private scheduleProbe(): void {
    if (this.probeTimer !== null || this.probing) return;
    this.apiRetryAt = this.deps.clock.now() + LIVE_FEED_RECONNECT_MS;
    this.probeTimer = {
      handle: this.deps.clock.setTimeout(() => {
        this.probeTimer = null;
        this.probe();
      }, LIVE_FEED_RECONNECT_MS),
    };
  }

  private probe(): void {
    this.change(() => (this.apiRetryAt = null));
    this.probing = true;
    const done = () => this.probeDone();
    this.deps.probeApi().then(done, done);
  }

  private probeDone(): void {
    this.probing = false;
    if (!this.apiReachable) this.change(() => this.scheduleProbe());
  }

  private stopProbing(): void {
    if (this.probeTimer !== null) this.deps.clock.clearTimeout(this.probeTimer.handle);
    this.probeTimer = null;
    this.apiRetryAt = null;
  }

  /** Ticks at each whole second before the next attempt while offline; stops when online. */
  private scheduleTick(): void {
    if (this.tickTimer !== null) this.deps.clock.clearTimeout(this.tickTimer.handle);
    this.tickTimer = null;
    if (!this.offline) return;
    const at = this.retryAt;
    const delay = at === null || at <= this.now ? 1000 : (at - this.now) % 1000 || 1000;
    this.tickTimer = { handle: this.deps.clock.setTimeout(() => this.tick(), delay) };
  }

  private tick(): void {
    this.tickTimer = null;
    this.now = this.deps.clock.now();
    this.scheduleTick();
  }
}
