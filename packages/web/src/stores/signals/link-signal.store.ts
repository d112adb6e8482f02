import {
  linkModeOf,
  type ErrorCode,
  type LinkMode,
  type Result,
  type Signal,
  type SignalsService,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import type { UiStore } from '../ui.store.js';

/** Where a connection stands once the platform accepted it, as the link page shows it. */
export type LinkProgress = 'waitingTool' | 'linking' | 'calculating' | 'arrived' | 'lost';

/**
 * The /link-signal/{id} screen: the signal, whether it is connected or reconnected (core linkModeOf,
 * or why it cannot be), and after the platform accepted the link, its progress until the first
 * figures arrive (the page refreshes the signal when its live-feed channel reports a change).
 */
export class LinkSignalStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  signal: Signal | null = null;
  /** The platform accepted a link during this visit: the progress shows instead of the form. */
  linkedHere = false;

  constructor(
    readonly signalId: string,
    private readonly deps: { readonly signals: SignalsService; readonly ui: UiStore },
  ) {
    makeAutoObservable<LinkSignalStore, 'deps'>(
      this,
      { deps: false, signalId: false, signal: observable.ref },
      { autoBind: true },
    );
  }

  /** Connect, reconnect, or the refusal saying why neither is possible now. */
  get mode(): Result<LinkMode> | null {
    return this.signal === null ? null : linkModeOf(this.signal);
  }

  /** The progress of a connection under way or done; null while the form is what to show. */
  get progress(): LinkProgress | null {
    const signal = this.signal;
    if (signal === null) return null;
    switch (signal.connStatus) {
      case 'CONNECTING':
        return signal.connMethod === 'EA' ? 'waitingTool' : 'linking';
      case 'CALCULATING':
        return 'calculating';
      case 'CONNECTED':
        return signal.performance === null ? 'calculating' : 'arrived';
      case 'LOST':
        // Lost while this page followed it: said so. Otherwise the form reconnects it.
        return this.linkedHere ? 'lost' : null;
      case 'DISCONNECTED':
        return null;
    }
  }

  /** The channel is worth following while the platform is still working on the link. */
  get following(): boolean {
    return this.progress === 'waitingTool' || this.progress === 'linking' || this.progress === 'calculating';
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.errorCode = null;
    const signal = await settled(this.deps.ui.track(this.deps.signals.get(this.signalId)));
    runInAction(() => {
      this.status = signal.error ? 'failed' : 'ready';
      this.errorCode = signal.error ? signal.value : null;
      if (!signal.error) this.signal = signal.value;
    });
  }

  /** The platform accepted the link: its answer (CONNECTING or CALCULATING) starts the progress. */
  connected(signal: Signal): void {
    this.signal = signal;
    this.linkedHere = true;
  }

  /** The live feed reported a change: read the signal again (quietly, no overlay). */
  async refresh(): Promise<void> {
    const signal = await this.deps.signals.get(this.signalId);
    runInAction(() => {
      if (!signal.error) this.signal = signal.value;
    });
  }

  /** Back to the form after a lost link. */
  tryAgain(): void {
    this.linkedHere = false;
  }
}
