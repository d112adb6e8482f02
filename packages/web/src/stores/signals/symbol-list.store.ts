import {
  checkSignalAction,
  type ErrorCode,
  type Signal,
  type SignalsService,
  type SymbolMatching,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import type { UiStore } from '../ui.store.js';

/**
 * The /signal/{id}/symbol-list screen around the matcher: the signal for its header, and the next step,
 * submitting it for review, offered when the core's rule allows it (checkSignalAction 'submit': a draft
 * or a rejected signal, connected, with at least one matched symbol).
 */
export class SymbolListStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  signal: Signal | null = null;
  submitStatus: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';

  constructor(
    readonly signalId: string,
    private readonly deps: { readonly signals: SignalsService; readonly ui: UiStore },
  ) {
    makeAutoObservable<SymbolListStore, 'deps'>(
      this,
      { deps: false, signalId: false, signal: observable.ref },
      { autoBind: true },
    );
  }

  get canSubmit(): boolean {
    return this.signal !== null && !checkSignalAction(this.signal, 'submit').error;
  }

  get submitting(): boolean {
    return this.submitStatus === 'loading';
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

  /** The matcher saved: the signal's pairs are the saved ones (the submit rule reads them). */
  matchingSaved(matching: SymbolMatching): void {
    if (this.signal !== null) this.signal = { ...this.signal, symbols: matching.matched };
  }

  async submit(): Promise<boolean> {
    const signal = this.signal;
    if (signal === null || this.submitting) return false;
    this.submitStatus = 'loading';
    const result = await settled(this.deps.ui.track(this.deps.signals.submit(signal)));
    runInAction(() => {
      this.submitStatus = result.error ? 'failed' : 'ready';
      if (!result.error) this.signal = result.value;
    });
    if (result.error) await this.deps.ui.showError(result.value);
    else this.deps.ui.showToast('check', 'signal.hints.submitted');
    return !result.error;
  }
}
