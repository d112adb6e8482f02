import {
  errorMessageOf,
  toErrorCode,
  type Clock,
  type ErrorCode,
  type TimerHandle,
} from '@signal-portal/core';
import type { ParseKeys } from 'i18next';
import { makeAutoObservable } from 'mobx';
import type { LocaleGroup } from '../i18n/locale-groups.js';

export const TOAST_TYPES = ['check', 'error', 'copy', 'warning', 'warning2'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** A toast lasts 5 seconds unless closed before (spec sections 2 and 9). */
export const TOAST_DURATION_MS = 5_000;

/** At most this many toasts show at once; a newer one sends the oldest away. */
export const MAX_TOASTS = 3;

export type TextKey = ParseKeys;

export interface Toast {
  readonly id: number;
  readonly type: ToastType;
  readonly message: TextKey;
  readonly params: Readonly<Record<string, string | number>>;
  /** How many times it was shown while on screen (identical toasts merge). */
  readonly count: number;
}

const sameParams = (
  a: Readonly<Record<string, string | number>>,
  b: Readonly<Record<string, string | number>>,
): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
};

export type LegalDocument = 'terms' | 'privacy';

export interface UiStoreDeps {
  readonly clock: Clock;
  /** Makes a group of texts available (the error messages before an error toast shows). */
  readonly requireTexts: (group: LocaleGroup) => Promise<void>;
}

/**
 * UI state shared by every screen: the toasts, the global loading counter (the overlay shows while it
 * is above zero) and the open legal document. It loads nothing itself, so it has no status.
 */
export class UiStore {
  toasts: Toast[] = [];
  loadingCount = 0;
  legalDocument: LegalDocument | null = null;
  private nextToastId = 1;
  private readonly timers = new Map<number, TimerHandle>();

  constructor(private readonly deps: UiStoreDeps) {
    makeAutoObservable<UiStore, 'deps' | 'nextToastId' | 'timers'>(
      this,
      { deps: false, nextToastId: false, timers: false },
      { autoBind: true },
    );
  }

  get loading(): boolean {
    return this.loadingCount > 0;
  }

  /** Counts a load for the overlay while it runs. */
  async track<T>(work: Promise<T>): Promise<T> {
    this.loadingCount += 1;
    try {
      return await work;
    } finally {
      this.loadingDone();
    }
  }

  /**
   * Shows a toast for 5 seconds. One identical to a toast on screen (same type, message and values)
   * is not added again: that toast counts it, moves to the newest place and lasts 5 seconds from now.
   */
  showToast(type: ToastType, message: TextKey, params: Readonly<Record<string, string | number>> = {}): void {
    const same = this.toasts.find(
      (toast) => toast.type === type && toast.message === message && sameParams(toast.params, params),
    );
    const toast: Toast = same
      ? { ...same, count: same.count + 1 }
      : { id: this.nextToastId++, type, message, params, count: 1 };
    const others = this.toasts.filter((shown) => shown.id !== toast.id);
    const kept = others.slice(Math.max(0, others.length - (MAX_TOASTS - 1)));
    for (const gone of others) if (!kept.includes(gone)) this.stopTimer(gone.id);
    this.toasts = [...kept, toast];
    this.stopTimer(toast.id);
    this.timers.set(
      toast.id,
      this.deps.clock.setTimeout(() => this.dismissToast(toast.id), TOAST_DURATION_MS),
    );
  }

  /** A failed call: the translated message of its code, or apiError for a code outside the catalogue. */
  async showError(code: unknown): Promise<void> {
    const known: ErrorCode = toErrorCode(code);
    await this.prepareErrorTexts();
    // Core fills the limits it knows; a code whose limit only its field knows shows its stand-in.
    const message = errorMessageOf(known);
    this.showToast('error', message.key, message.params);
  }

  /** Loads the error messages (once), for a toast or a message under a field. */
  async prepareErrorTexts(): Promise<void> {
    try {
      await this.deps.requireTexts('errors');
    } catch {
      // Offline for a moment: the shell's network messages still show, and a message whose text is
      // missing shows a general one until its texts arrive (i18n/message-text.ts).
    }
  }

  dismissToast(id: number): void {
    this.stopTimer(id);
    this.toasts = this.toasts.filter((toast) => toast.id !== id);
  }

  async openLegal(document: LegalDocument): Promise<void> {
    try {
      await this.track(this.deps.requireTexts('legal'));
      this.setLegal(document);
    } catch {
      await this.showError('NETWORK_ERROR');
    }
  }

  closeLegal(): void {
    this.legalDocument = null;
  }

  private setLegal(document: LegalDocument): void {
    this.legalDocument = document;
  }

  private stopTimer(id: number): void {
    const timer = this.timers.get(id);
    if (timer === undefined) return;
    this.deps.clock.clearTimeout(timer);
    this.timers.delete(id);
  }

  private loadingDone(): void {
    this.loadingCount -= 1;
  }
}
