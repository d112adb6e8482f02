import {
  allRewards,
  type DecimalString,
  type ErrorCode,
  type Referral,
  type ReferralService,
  type ReferredUser,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { UiStore } from '../ui.store.js';

/** Referred users per page of the list (the server answers the newest 200 at once). */
export const REFERRED_USERS_PAGE_SIZE = 10;

/**
 * /referral: the member's link and code, successful referrals and the users behind them, and the
 * rewards by type (GET /user/referral), with the referred users shown a page at a time.
 */
export class ReferralStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  referral: Referral | null = null;
  /** 1-based page of the referred users. */
  page = 1;

  constructor(private readonly deps: { readonly referrals: ReferralService; readonly ui: UiStore }) {
    makeAutoObservable<ReferralStore, 'deps'>(
      this,
      { deps: false, referral: observable.ref },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.errorCode = null;
    const result = await this.deps.ui.track(this.deps.referrals.referral());
    runInAction(() => {
      if (result.error) {
        this.status = 'failed';
        this.errorCode = result.value;
        return;
      }
      this.referral = result.value;
      this.page = 1;
      this.status = 'ready';
    });
  }

  /** Every reward together: how many and their sum in tokens. */
  get overall(): { readonly count: number; readonly total: DecimalString } {
    return allRewards(this.referral?.rewards ?? []);
  }

  get users(): readonly ReferredUser[] {
    return this.referral?.users ?? [];
  }

  get shownUsers(): readonly ReferredUser[] {
    const start = (this.page - 1) * REFERRED_USERS_PAGE_SIZE;
    return this.users.slice(start, start + REFERRED_USERS_PAGE_SIZE);
  }

  /** More users were referred than the list holds (the server lists the newest). */
  get listIsPartial(): boolean {
    return this.referral !== null && this.referral.successCount > this.users.length;
  }

  showPage(page: number): void {
    const last = Math.max(1, Math.ceil(this.users.length / REFERRED_USERS_PAGE_SIZE));
    this.page = Math.min(last, Math.max(1, Math.floor(page)));
  }
}
