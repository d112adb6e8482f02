import {
  codeTargetOf,
  type Clock,
  type ErrorCode,
  type LoginPayload,
  type RegisterPayload,
  type Result,
  type SignUpForm,
  type TimerHandle,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import { CodeEntry } from './code-entry.js';
import { ContactForm } from './contact-form.js';
import type { AuthFlowDeps } from './login-flow.store.js';

/** How long typing must pause before the username is checked. */
export const USERNAME_CHECK_DELAY_MS = 400;

export type AvailabilityCheck = 'idle' | 'checking' | 'available' | 'taken';

/** The code goes to the sign-up's contact; PATCH /auth/verify names it as a log-in does. */
const contactOf = (payload: RegisterPayload): LoginPayload =>
  payload.method === 'email'
    ? { method: 'email', email: payload.email }
    : { method: 'phone', countryCode: payload.countryCode, phone: payload.phone };

/**
 * The sign-up screen: contact, username (checked while typing), optional referrer (from a referral
 * link), over-18 and terms; then the 6-digit code. The core validates (referrer left out when empty)
 * and calls; email, phone and username existence are checked with the user_check calls.
 */
export class SignUpFlowStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  step: 'form' | 'code' = 'form';
  username = '';
  referrer: string;
  over18 = false;
  acceptTerms = false;
  usernameCheck: AvailabilityCheck = 'idle';
  contactCheck: AvailabilityCheck = 'idle';
  contact: LoginPayload | null = null;
  readonly form: ContactForm;
  readonly code: CodeEntry;
  private usernameTimer: { readonly handle: TimerHandle } | undefined = undefined;
  private checkRound = 0;

  constructor(
    private readonly deps: AuthFlowDeps,
    initial: { readonly referrer?: string } = {},
  ) {
    this.referrer = initial.referrer ?? '';
    this.form = new ContactForm(deps.session, deps.ui);
    this.code = new CodeEntry(deps.clock);
    makeAutoObservable<SignUpFlowStore, 'deps' | 'usernameTimer' | 'checkRound'>(
      this,
      {
        deps: false,
        form: false,
        code: false,
        contact: observable.ref,
        usernameTimer: false,
        checkRound: false,
      },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.status === 'loading';
  }

  get target(): string {
    return this.contact ? codeTargetOf(this.contact) : '';
  }

  setUsername(username: string): void {
    this.username = username;
    this.form.clearError('username');
    this.usernameCheck = 'idle';
    const clock: Clock = this.deps.clock;
    if (this.usernameTimer !== undefined) clock.clearTimeout(this.usernameTimer.handle);
    this.usernameTimer =
      username.trim() === ''
        ? undefined
        : { handle: clock.setTimeout(() => void this.checkUsername(), USERNAME_CHECK_DELAY_MS) };
  }

  setReferrer(referrer: string): void {
    this.referrer = referrer;
    this.form.clearError('referrer');
  }

  setOver18(checked: boolean): void {
    this.over18 = checked;
    this.form.clearError('over18');
  }

  setAcceptTerms(checked: boolean): void {
    this.acceptTerms = checked;
    this.form.clearError('acceptTerms');
  }

  /** GET /user_check/username for what was typed; an older answer arriving late is ignored. */
  async checkUsername(): Promise<void> {
    this.usernameTimer = undefined;
    const username = this.username;
    const round = ++this.checkRound;
    this.usernameCheck = 'checking';
    const exists = await settled(this.deps.session.usernameExists(username));
    if (round !== this.checkRound || username !== this.username) return;
    await this.applyCheck(exists, 'USERNAME_EXISTS', (check) => (this.usernameCheck = check));
  }

  /** GET /user_check/email or /user_check/phone when the contact field is left. */
  async checkContact(): Promise<void> {
    const { method, email, countryCode, phone } = this.form;
    if ((method === 'email' ? email : phone).trim() === '') return;
    this.contactCheck = 'checking';
    const exists = await settled(
      method === 'email'
        ? this.deps.session.emailExists(email)
        : this.deps.session.phoneExists(countryCode, phone),
    );
    if (method !== this.form.method) return;
    await this.applyCheck(exists, method === 'email' ? 'EMAIL_EXISTS' : 'PHONE_EXISTS', (check) => {
      this.contactCheck = check;
    });
  }

  /** Registers (a code is sent) or, on the code step, sends a new code. */
  async register(): Promise<void> {
    if (this.busy) return;
    this.status = 'loading';
    const sent = await settled(this.deps.ui.track(this.deps.session.register(this.signUpForm())));
    if (sent.error) return this.failed(sent.value);
    runInAction(() => {
      this.contact = contactOf(sent.value);
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

  changeContact(): void {
    this.step = 'form';
    this.contact = null;
    this.code.reset();
    this.form.clearError('code');
  }

  private signUpForm(): SignUpForm {
    return {
      ...this.form.loginForm,
      username: this.username,
      referrer: this.referrer,
      over18: this.over18,
      acceptTerms: this.acceptTerms,
    };
  }

  private async applyCheck(
    exists: Result<boolean>,
    takenCode: ErrorCode,
    setCheck: (check: AvailabilityCheck) => void,
  ): Promise<void> {
    if (exists.error) {
      runInAction(() => setCheck('idle'));
      await this.form.showRefusal(exists.value);
      return;
    }
    runInAction(() => setCheck(exists.value ? 'taken' : 'available'));
    if (exists.value) await this.form.showRefusal(takenCode);
  }

  private async failed(code: ErrorCode): Promise<void> {
    runInAction(() => {
      this.status = 'failed';
      this.errorCode = code;
    });
    // The code step shows the code's field only; the form step every other.
    await this.form.showRefusal(code, (field) => (field === 'code') === (this.step === 'code'));
  }
}
