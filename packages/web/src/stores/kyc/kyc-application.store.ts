import {
  canVerifyAgain,
  utcDay,
  type Clock,
  type ErrorCode,
  type KycService,
  type KycState,
  type KycStatus,
  type TimerHandle,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import type { TextKey, ToastType, UiStore } from '../ui.store.js';
import { KycFormStore } from './kyc-form.store.js';

/**
 * How often the status is asked again while an application is under review and the page is visible.
 * There is no live channel for KYC: decisions are taken by people, in minutes or days, so half a
 * minute of delay costs nothing while a hidden tab asks nothing at all.
 */
export const KYC_POLL_MS = 30_000;
/** Focus and visibility often arrive together: one question for both. */
export const KYC_REFRESH_GAP_MS = 5_000;

/** Refusals of a submission that mean the status changed elsewhere (another tab, the CLI, a reviewer). */
const STATUS_CHANGED: readonly ErrorCode[] = ['KYC_UNDER_REVIEW', 'KYC_ALREADY_APPROVED', 'KYC_BLOCKED'];

/** A decision seen while watching the page, announced with a toast. */
const DECISION_TOASTS: Partial<Record<KycStatus, { type: ToastType; message: TextKey }>> = {
  APPROVED: { type: 'check', message: 'kycPage.toast.approved' },
  FAILED: { type: 'warning', message: 'kycPage.toast.failed' },
  BLOCKED: { type: 'warning2', message: 'kycPage.toast.blocked' },
};

export type KycScreen = 'form' | 'underReview' | 'approved' | 'failed' | 'blocked';

export interface KycApplicationDeps {
  readonly kyc: KycService;
  readonly ui: UiStore;
  readonly clock: Clock;
}

/**
 * /account-settings/kyc-application: the member's verification state (GET /user/kyc/status), the
 * application form when one may be handed in (unverified, or failed and "verify again"), and the
 * status kept current while the page is watched: asked again when the page comes back into view and
 * every KYC_POLL_MS while under review and visible.
 */
export class KycApplicationStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  state: KycState | null = null;
  /** The form of the application being filled in; null when none is shown. */
  form: KycFormStore | null = null;
  /** When the status was last read (epoch ms), for "last checked". */
  checkedAt: number | null = null;
  checking = false;
  private visible = true;
  /** The poll's timer (boxed: a handle may be any value, null included). */
  private pollTimer: { readonly handle: TimerHandle } | null = null;
  private disposed = false;

  constructor(private readonly deps: KycApplicationDeps) {
    makeAutoObservable<KycApplicationStore, 'deps' | 'visible' | 'pollTimer' | 'disposed'>(
      this,
      { deps: false, visible: false, pollTimer: false, disposed: false, state: observable.ref },
      { autoBind: true },
    );
  }

  /** Which of the designed states the page shows. */
  get screen(): KycScreen | null {
    if (this.state === null) return null;
    if (this.form !== null) return 'form';
    switch (this.state.status) {
      case 'UNVERIFIED':
        return 'form';
      case 'UNDER_REVIEW':
        return 'underReview';
      case 'APPROVED':
        return 'approved';
      case 'FAILED':
        return 'failed';
      case 'BLOCKED':
        return 'blocked';
    }
  }

  /** The form of a failed verification handed in again (as opposed to a first application). */
  get verifyingAgain(): boolean {
    return this.form !== null && this.state !== null && canVerifyAgain(this.state.status);
  }

  /** Unsaved input that leaving would lose (the LeaveGuard asks then). */
  get hasUnsavedInput(): boolean {
    return this.form !== null && this.form.dirty && !this.form.submitting;
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.errorCode = null;
    const result = await settled(this.deps.ui.track(this.deps.kyc.status()));
    runInAction(() => {
      if (result.error) {
        this.status = 'failed';
        this.errorCode = result.value;
        return;
      }
      this.status = 'ready';
      this.show(result.value, false);
    });
    this.schedulePoll();
  }

  /**
   * Reads the status again without a spinner (focus, visibility, the poll, "check now"). Skipped while
   * a submission runs, when the page first failed to load, and within KYC_REFRESH_GAP_MS of the last
   * read unless `force`. A failed refresh keeps what is shown.
   */
  async refresh(force = false): Promise<void> {
    if (this.disposed || this.status !== 'ready' || this.checking || this.form?.submitting) return;
    const now = this.deps.clock.now();
    if (!force && this.checkedAt !== null && now - this.checkedAt < KYC_REFRESH_GAP_MS) return;
    this.checking = true;
    const result = await settled(this.deps.kyc.status());
    runInAction(() => {
      this.checking = false;
      if (!result.error && !this.disposed) this.show(result.value, true);
    });
    this.schedulePoll();
  }

  /** The page became visible (refresh now, poll again) or hidden (stop polling). */
  setVisible(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    if (visible) void this.refresh();
    else this.stopPoll();
  }

  /** "Verify again" on a failed verification: an empty form. */
  verifyAgain(): void {
    if (this.state !== null && canVerifyAgain(this.state.status)) this.form = this.newForm();
  }

  /** Back from "verify again" to the failed state and its comment. */
  cancelVerifyAgain(): void {
    if (this.verifyingAgain) this.form = null;
  }

  /** Hands the form in; on success the page shows the application under review. */
  async submit(): Promise<boolean> {
    const form = this.form;
    if (form === null) return false;
    const result = await form.submit();
    if (result === null) return false;
    if (result.error) {
      await this.deps.ui.showError(result.value);
      if (STATUS_CHANGED.includes(result.value)) await this.refresh(true);
      return false;
    }
    runInAction(() => {
      this.form = null;
      this.show(result.value, false);
    });
    this.deps.ui.showToast('check', 'kycPage.toast.submitted');
    this.schedulePoll();
    return true;
  }

  /** The page opened (again: React's strict mode mounts twice): loads and watches. */
  start(): Promise<void> {
    this.disposed = false;
    return this.load();
  }

  /** Stops watching: the page was left. */
  dispose(): void {
    this.disposed = true;
    this.stopPoll();
  }

  /** Applies a status; `seenLive` announces a reviewer's decision that arrived while watching. */
  private show(next: KycState, seenLive: boolean): void {
    const before = this.state;
    this.state = next;
    this.checkedAt = this.deps.clock.now();
    const changed = before !== null && before.status !== next.status;
    if (next.status === 'UNVERIFIED') {
      this.form ??= this.newForm();
    } else if (!(this.verifyingAgain && next.status === 'FAILED')) {
      // A form stays only while it may still be handed in: a decision or a submission elsewhere ends it.
      this.form = null;
    }
    const toast = DECISION_TOASTS[next.status];
    if (seenLive && changed && toast) this.deps.ui.showToast(toast.type, toast.message);
  }

  private newForm(): KycFormStore {
    return new KycFormStore({
      kyc: this.deps.kyc,
      ui: this.deps.ui,
      today: () => utcDay(this.deps.clock.now()),
    });
  }

  private schedulePoll(): void {
    this.stopPoll();
    if (this.disposed || !this.visible || this.state?.status !== 'UNDER_REVIEW') return;
    this.pollTimer = {
      handle: this.deps.clock.setTimeout(() => {
        this.pollTimer = null;
        void this.refresh(true);
      }, KYC_POLL_MS),
    };
  }

  private stopPoll(): void {
    if (this.pollTimer === null) return;
    this.deps.clock.clearTimeout(this.pollTimer.handle);
    this.pollTimer = null;
  }
}
