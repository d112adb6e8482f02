import type { ErrorCode, LoginForm, SessionService } from '@signal-portal/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { UiStore } from '../ui.store.js';
import { fieldOf, type FieldErrors, type FormField } from './form-fields.js';

export type ContactMethod = 'email' | 'phone';

/**
 * The contact part shared by the log-in and sign-up forms: email, or country code and phone, with a
 * switch between them, and the messages under the fields.
 */
export class ContactForm {
  method: ContactMethod = 'email';
  email = '';
  /** ISO alpha-2 ('TW'): the selector's value; preselected from the caller's country. */
  countryCode = '';
  phone = '';
  fieldErrors: FieldErrors = {};

  constructor(
    private readonly session: SessionService,
    private readonly ui: UiStore,
  ) {
    makeAutoObservable<ContactForm, 'session' | 'ui'>(
      this,
      { session: false, ui: false },
      { autoBind: true },
    );
  }

  /** The contact as the core's forms take it: the fields of the chosen method only. */
  get loginForm(): LoginForm {
    const { method, email, countryCode, phone } = this;
    return method === 'email' ? { method, email } : { method, countryCode, phone };
  }

  setMethod(method: ContactMethod): void {
    this.method = method;
    this.fieldErrors = {};
  }

  setEmail(email: string): void {
    this.email = email;
    this.clearError('email');
  }

  setCountryCode(countryCode: string): void {
    this.countryCode = countryCode;
    this.clearError('phone');
  }

  setPhone(phone: string): void {
    this.phone = phone;
    this.clearError('phone');
  }

  /** The country of the caller's IP (GET /auth/ip_to_country), unless one was chosen already. */
  async loadDefaultCountry(): Promise<void> {
    if (this.countryCode !== '') return;
    const country = await this.session.ipCountry();
    if (country.error || country.value.countryCode === '') return;
    runInAction(() => {
      if (this.countryCode === '') this.countryCode = country.value.countryCode;
    });
  }

  clearError(field: FormField): void {
    if (this.fieldErrors[field] === undefined) return;
    const { [field]: _removed, ...rest } = this.fieldErrors;
    this.fieldErrors = rest;
  }

  /**
   * A refusal about a field on screen shows under it; anything else is a toast. `onScreen` tells the
   * fields of the step shown (a refusal of the contact on the code step would otherwise show nowhere).
   * Returns whether a field took it.
   */
  async showRefusal(code: ErrorCode, onScreen: (field: FormField) => boolean = () => true): Promise<boolean> {
    const field = fieldOf(code, this.method);
    if (field === undefined || !onScreen(field)) {
      await this.ui.showError(code);
      return false;
    }
    await this.ui.prepareErrorTexts();
    this.setFieldError(field, code);
    return true;
  }

  setFieldError(field: FormField, code: ErrorCode): void {
    this.fieldErrors = { ...this.fieldErrors, [field]: code };
  }
}
