import {
  ok,
  type ErrorCode,
  type Result,
  type Signal,
  type SignalConnectionService,
  type SignalsService,
} from '@signal-portal/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import type { TextKey, UiStore } from '../ui.store.js';

/** The actions run where the signal is shown, through the core's services; the others open a screen. */
export const IN_PLACE_ACTIONS = [
  'retryConnection',
  'disconnect',
  'submit',
  'enable',
  'disable',
  'archive',
  'delete',
] as const;
export type InPlaceAction = (typeof IN_PLACE_ACTIONS)[number];

/** Asked first: archive and delete cannot be undone; disconnect and disable stop what followers see. */
export const CONFIRMED_ACTIONS = [
  'disconnect',
  'disable',
  'archive',
  'delete',
] as const satisfies readonly InPlaceAction[];
export type ConfirmedAction = (typeof CONFIRMED_ACTIONS)[number];

export const needsConfirmation = (action: InPlaceAction): action is ConfirmedAction =>
  (CONFIRMED_ACTIONS as readonly InPlaceAction[]).includes(action);

export interface SignalActionsDeps {
  readonly signals: SignalsService;
  readonly connection: SignalConnectionService;
  readonly ui: UiStore;
}

/** What an action that ran left: the signal as the server now has it, or null once deleted. */
export interface SignalActionOutcome {
  readonly action: InPlaceAction;
  readonly signal: Signal | null;
}

const TOASTS: Readonly<Record<InPlaceAction, TextKey>> = {
  retryConnection: 'signalList.toast.reconnecting',
  disconnect: 'toast.signalDisconnected',
  submit: 'signal.hints.submitted',
  enable: 'toast.signalEnabled',
  disable: 'toast.signalDisabled',
  archive: 'toast.signalArchived',
  delete: 'toast.deleted',
};

/**
 * The actions run on one signal where it is shown (a list row, the detail header): the question asked
 * before an irreversible one, the action under way, and its outcome. The core's services check the
 * signal's rules before calling the server, which decides; a refusal shows its message as a toast.
 */
export class SignalActionsStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  /** The action waiting for the member's answer. */
  confirming: ConfirmedAction | null = null;
  /** The action under way. */
  running: InPlaceAction | null = null;

  constructor(private readonly deps: SignalActionsDeps) {
    makeAutoObservable<SignalActionsStore, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get busy(): boolean {
    return this.running !== null;
  }

  /** Asks first when the action needs it; otherwise runs it. Null when nothing ran (yet), or it failed. */
  async request(signal: Signal, action: InPlaceAction): Promise<SignalActionOutcome | null> {
    if (this.busy) return null;
    if (needsConfirmation(action)) {
      this.confirming = action;
      return null;
    }
    return this.run(signal, action);
  }

  /** The member agreed: runs the action asked about, then closes the question. */
  async confirm(signal: Signal): Promise<SignalActionOutcome | null> {
    const action = this.confirming;
    if (action === null || this.busy) return null;
    const outcome = await this.run(signal, action);
    runInAction(() => (this.confirming = null));
    return outcome;
  }

  cancelConfirm(): void {
    if (!this.busy) this.confirming = null;
  }

  private async run(signal: Signal, action: InPlaceAction): Promise<SignalActionOutcome | null> {
    this.running = action;
    this.status = 'loading';
    this.errorCode = null;
    const result = await settled(this.deps.ui.track(this.call(signal, action)));
    runInAction(() => {
      this.running = null;
      this.status = result.error ? 'failed' : 'ready';
      this.errorCode = result.error ? result.value : null;
    });
    if (result.error) {
      await this.deps.ui.showError(result.value);
      return null;
    }
    this.deps.ui.showToast('check', TOASTS[action]);
    return { action, signal: result.value };
  }

  private async call(signal: Signal, action: InPlaceAction): Promise<Result<Signal | null>> {
    const { signals, connection } = this.deps;
    switch (action) {
      case 'retryConnection':
        // Without a request the saved link is tried again.
        return connection.reconnect(signal);
      case 'disconnect':
        return connection.disconnect(signal);
      case 'submit':
        return signals.submit(signal);
      case 'enable':
        return signals.enable(signal);
      case 'disable':
        return signals.disable(signal);
      case 'archive':
        return signals.archive(signal);
      case 'delete': {
        const removed = await signals.remove(signal);
        return removed.error ? removed : ok(null);
      }
    }
  }
}
