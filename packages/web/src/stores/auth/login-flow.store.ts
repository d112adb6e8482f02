import {
  codeTargetOf,
  type Clock,
  type ErrorCode,
  type LoginPayload,
  type SessionService,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import type { UiStore } from '../ui.store.js';
import { CodeEntry } from './code-entry.js';
import { ContactForm } from './contact-form.js';

export interface AuthFlowDeps {
  readonly session: SessionService;
  readonly ui: UiStore;
  readonly clock: Clock;
}

/**
 * The log-in screen: email or phone, then the 6-digit code. The core validates and calls; a refusal
 * about a field on screen shows under it (an unknown account, a wrong code), any other as a toast. On success
 * the session becomes MEMBER and the route guard moves on.
 */
export class LoginFlowStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  step: 'contact' | 'code' = 'contact';
  /** The validated contact the code was sent to. */
  contact: LoginPayload | null = null;
  readonly form: ContactForm;
  readonly code: CodeEntry;

  constructor(private readonly deps: AuthFlowDeps) {
    this.form = new ContactForm(deps.session, deps.ui);
    this.code = new CodeEntry(deps.clock);
    makeAutoObservable<LoginFlowStore, 'deps'>(
      this,
      { deps: false, form: false, code: false, contact: observable.ref },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.status === 'loading';
  }

  /** Where the code went: the email, or the phone in international form. */
  get target(): string {
    return this.contact ? codeTargetOf(this.contact) : '';
  }

  async sendCode(): Promise<void> {
    if (this.busy) return;
    this.status = 'loading';
    const sent = await settled(this.deps.ui.track(this.deps.session.sendLoginCode(this.form.loginForm)));
    if (sent.error) return this.failed(sent.value);
    runInAction(() => {
      this.contact = sent.value;
      this.step = 'code';
      this.status = 'ready';
    });
    this.code.sent();
    this.form.clearError('code');
    this.deps.ui.showToast('check', 'toast.codeSent');
  }

  async verify(): Promise<void> {
    if (this.busy || !this.contact) return;
    this.status = 'loading';
    this.form.clearError('code');
    const user = await settled(
      this.deps.ui.track(this.deps.session.verifyCode(this.contact, this.code.value)),
    );
    if (user.error) return this.failed(user.value);
    runInAction(() => (this.status = 'ready'));
    this.code.reset();
    this.deps.ui.showToast('check', 'toast.loggedIn');
  }

  /** Back to the contact, e.g. to correct a mistyped address. */
  changeContact(): void {
    this.step = 'contact';
    this.contact = null;
    this.code.reset();
    this.form.clearError('code');
  }

  private async failed(code: ErrorCode): Promise<void> {
    runInAction(() => {
      this.status = 'failed';
      this.errorCode = code;
    });
    // The code step shows the code's field only; the contact step every other.
    await this.form.showRefusal(code, (field) => (field === 'code') === (this.step === 'code'));
  }
}
