import {
  canRetryStoredLink,
  validateConnectFields,
  type Clock,
  type ConnectField,
  type ConnectFieldErrors,
  type ConnectRequest,
  type ErrorCode,
  type LinkMode,
  type Result,
  type Signal,
  type SignalConnectionService,
} from '@signal-portal/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import type { UiStore } from '../ui.store.js';
import { ServerSearchStore } from './server-search.store.js';

export interface ConnectFormDeps {
  readonly connection: SignalConnectionService;
  readonly ui: UiStore;
  readonly clock: Clock;
}

type TypedField = Exclude<ConnectField, 'server'>;

/** The order the fields appear in, so a failed submit can focus the first wrong one. */
const FIELD_ORDER: readonly ConnectField[] = ['server', 'number', 'investorPassword', 'apiKey', 'apiSecret'];

/**
 * The connect form of one signal, by its connection method: account link (server search, account
 * number, investor password), API key (key and secret) or the EA sync tool (nothing to type). Each
 * field shows its problem as it is typed once it was left (core validateConnectFields); a submit shows
 * them all. The broker's refusal is kept as `refusal` for the form's alert, and the fields keep their
 * values. Connect or reconnect goes through the core's SignalConnectionService, which checks the
 * signal's state rule first.
 */
export class ConnectFormStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  number = '';
  investorPassword = '';
  apiKey = '';
  apiSecret = '';
  touched: Partial<Record<TypedField, boolean>> = {};
  /** The signal as the server answered a successful connect. */
  connected: Signal | null = null;
  readonly server: ServerSearchStore;

  constructor(
    readonly signal: Signal,
    readonly mode: LinkMode,
    private readonly deps: ConnectFormDeps,
  ) {
    this.server = new ServerSearchStore(
      signal.platform,
      { search: (platform, query) => deps.connection.searchServers(platform, query), clock: deps.clock },
      '',
    );
    makeAutoObservable<ConnectFormStore, 'deps'>(
      this,
      { deps: false, signal: false, mode: false, server: false },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.status === 'loading';
  }

  /** The broker's (or the platform's) refusal of the last submit, shown in the form's alert. */
  get refusal(): ErrorCode | null {
    return this.status === 'failed' ? this.errorCode : null;
  }

  /** Something typed that a connect would send: leaving asks first. */
  get dirty(): boolean {
    if (this.connected !== null) return false;
    return [this.server.query, this.number, this.investorPassword, this.apiKey, this.apiSecret].some(
      (value) => value !== '',
    );
  }

  /** A reconnect may try the account the platform kept without new details. */
  get canRetryStored(): boolean {
    return this.mode === 'reconnect' && canRetryStoredLink(this.signal);
  }

  get request(): ConnectRequest {
    switch (this.signal.connMethod) {
      case 'ACCOUNT_LINK':
        return {
          method: 'ACCOUNT_LINK',
          server: this.server.value,
          number: this.number,
          investorPassword: this.investorPassword,
        };
      case 'API_KEY':
        return { method: 'API_KEY', apiKey: this.apiKey, apiSecret: this.apiSecret };
      case 'EA':
        return { method: 'EA' };
    }
  }

  /** Every field's problem, whether shown yet or not. */
  get fieldErrors(): ConnectFieldErrors {
    return validateConnectFields(this.request);
  }

  /** The problem shown at a field: once it was left (or a submit was tried). */
  problemOf(field: ConnectField): ErrorCode | null {
    if (field === 'server') {
      if (this.server.queryProblem !== null) return this.server.queryProblem;
      if (!this.server.touched) return null;
      // Text typed but no server chosen from the list: the platform would not find it.
      if (this.server.selected === null && this.server.query.trim() !== '') return 'SERVER_NOT_FOUND';
      return this.fieldErrors.server ?? null;
    }
    return this.touched[field] === true ? (this.fieldErrors[field] ?? null) : null;
  }

  /** The first field showing a problem, for the focus after a failed submit. */
  get firstProblem(): ConnectField | null {
    return FIELD_ORDER.find((field) => this.problemOf(field) !== null) ?? null;
  }

  setField(field: TypedField, value: string): void {
    this[field] = value;
    if (this.status === 'failed') this.status = 'idle';
  }

  leaveField(field: TypedField): void {
    this.touched[field] = true;
  }

  /** Connect, or reconnect with the typed details (the stored link is replaced). */
  async submit(): Promise<Signal | null> {
    if (this.busy) return null;
    this.touched = { number: true, investorPassword: true, apiKey: true, apiSecret: true };
    this.server.touch();
    if (this.firstProblem !== null) {
      await this.deps.ui.prepareErrorTexts();
      return null;
    }
    const request = this.request;
    const { connection } = this.deps;
    return this.run(
      this.mode === 'connect'
        ? connection.connect(this.signal, request)
        : connection.reconnect(this.signal, request),
    );
  }

  /** Reconnect without details: the platform tries the link it kept. */
  async retryStored(): Promise<Signal | null> {
    if (this.busy) return null;
    return this.run(this.deps.connection.reconnect(this.signal));
  }

  private async run(call: Promise<Result<Signal>>): Promise<Signal | null> {
    this.status = 'loading';
    this.errorCode = null;
    const result = await settled(this.deps.ui.track(call));
    if (result.error) await this.deps.ui.prepareErrorTexts();
    runInAction(() => {
      this.status = result.error ? 'failed' : 'ready';
      this.errorCode = result.error ? result.value : null;
      if (!result.error) this.connected = result.value;
    });
    return result.error ? null : result.value;
  }

  dispose(): void {
    this.server.dispose();
  }
}
