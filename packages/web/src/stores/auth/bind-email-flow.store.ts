import type { ErrorCode } from '@signal-portal/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import { CodeEntry } from './code-entry.js';
import { ContactForm } from './contact-form.js';
import type { AuthFlowDeps } from './login-flow.store.js';

/**
 * The /without-email screen: a member who signed up by phone binds an email (POST /auth/email sends a
 * code, PATCH /auth/email/verify binds it); the session's user then has an email and the route guard
 * lets the member go.
 */
export class BindEmailFlowStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  step: 'email' | 'code' = 'email';
  /** The validated address the code was sent to. */
  target = '';
  readonly form: ContactForm;
  readonly code: CodeEntry;

  constructor(private readonly deps: AuthFlowDeps) {
    this.form = new ContactForm(deps.session, deps.ui);
    this.code = new CodeEntry(deps.clock);
    makeAutoObservable<BindEmailFlowStore, 'deps'>(
      this,
      { deps: false, form: false, code: false },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.status === 'loading';
  }

  async sendCode(): Promise<void> {
    if (this.busy) return;
    this.status = 'loading';
    const sent = await settled(this.deps.ui.track(this.deps.session.bindEmail(this.form.email)));
    if (sent.error) return this.failed(sent.value);
    runInAction(() => {
      this.target = sent.value;
      this.step = 'code';
      this.status = 'ready';
    });
    this.code.sent();
    this.form.clearError('code');
    this.deps.ui.showToast('check', 'toast.codeSent');
  }

  async verify(): Promise<void> {
    if (this.busy || this.target === '') return;
    this.status = 'loading';
    this.form.clearError('code');
    const user = await settled(
      this.deps.ui.track(this.deps.session.verifyBoundEmail(this.target, this.code.value)),
    );
    if (user.error) return this.failed(user.value);
    runInAction(() => (this.status = 'ready'));
    this.code.reset();
    this.deps.ui.showToast('check', 'toast.emailBound');
  }

  changeEmail(): void {
    this.step = 'email';
    this.target = '';
    this.code.reset();
    this.form.clearError('code');
  }

  private async failed(code: ErrorCode): Promise<void> {
    runInAction(() => {
      this.status = 'failed';
      this.errorCode = code;
    });
    // The code step shows the code's field only; the email step every other.
    await this.form.showRefusal(code, (field) => (field === 'code') === (this.step === 'code'));
  }
}
