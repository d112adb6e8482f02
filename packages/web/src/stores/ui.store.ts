import { errorMessageKey, toErrorCode, type Clock, type ErrorCode } from '@signal-portal/core';
import type { ParseKeys } from 'i18next';
import { makeAutoObservable } from 'mobx';
import type { LocaleGroup } from '../i18n/locale-groups.js';

export const TOAST_TYPES = ['check', 'error', 'copy', 'warning', 'warning2'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** A toast lasts 5 seconds unless closed before (spec sections 2 and 9). */
export const TOAST_DURATION_MS = 5_000;

export type TextKey = ParseKeys;

export interface Toast {
  readonly id: number;
  readonly type: ToastType;
  readonly message: TextKey;
  readonly params: Readonly<Record<string, string | number>>;
}

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

  constructor(private readonly deps: UiStoreDeps) {
    makeAutoObservable<UiStore, 'deps' | 'nextToastId'>(
      this,
      { deps: false, nextToastId: false },
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

  showToast(type: ToastType, message: TextKey, params: Readonly<Record<string, string | number>> = {}): void {
    const id = this.nextToastId++;
    this.toasts.push({ id, type, message, params });
    this.deps.clock.setTimeout(() => this.dismissToast(id), TOAST_DURATION_MS);
  }

  /** A failed call: the translated message of its code, or apiError for a code outside the catalogue. */
  async showError(code: unknown): Promise<void> {
    const known: ErrorCode = toErrorCode(code);
    await this.prepareErrorTexts();
    this.showToast('error', errorMessageKey(known));
  }

  /** Loads the error messages (once), for a toast or a message under a field. */
  async prepareErrorTexts(): Promise<void> {
    try {
      await this.deps.requireTexts('errors');
    } catch {
      // Offline for a moment: the message shows its key rather than nothing.
    }
  }

  dismissToast(id: number): void {
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

  private loadingDone(): void {
    this.loadingCount -= 1;
  }
}
