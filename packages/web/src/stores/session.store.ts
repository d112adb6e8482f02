import {
  INITIAL_SESSION_STATE,
  type AuthState,
  type ErrorCode,
  type SessionService,
  type SessionState,
  type User,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { LocaleTexts } from '../i18n/locale-texts.js';
import type { LanguageStore } from './language.store.js';
import type { UiStore } from './ui.store.js';

export interface SessionStoreDeps {
  readonly session: SessionService;
  readonly language: LanguageStore;
  readonly texts: LocaleTexts;
  readonly ui: UiStore;
}

/**
 * Who is signed in (spec sections 3 and 4), mirrored from the core's SessionService, which holds the
 * rules: the first user fetch decides MEMBER or GUEST, logout ends the session only on a truthy answer.
 * `status` is 'loading' while that first fetch runs: the splash shows until then.
 */
export class SessionStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  /** The core's state, replaced on every change. */
  state: SessionState = INITIAL_SESSION_STATE;

  constructor(private readonly deps: SessionStoreDeps) {
    makeAutoObservable<SessionStore, 'deps'>(
      this,
      { deps: false, state: observable.ref },
      { autoBind: true },
    );
    deps.session.subscribe((state) => this.apply(state));
  }

  get auth(): AuthState {
    return this.state.auth;
  }

  get user(): User | null {
    return this.state.user;
  }

  get isMember(): boolean {
    return this.state.auth === 'MEMBER';
  }

  get started(): boolean {
    return this.status === 'ready';
  }

  /**
   * Where the core's email rule sends a path (members without an email to /without-email, anyone else
   * away from it), or undefined. Reading `state` lets observers follow the answer: it is replaced on
   * every change of the session, synchronously.
   */
  emailRedirect(path: string): string | undefined {
    return this.state === this.deps.session.state ? this.deps.session.emailRedirect(path) : undefined;
  }

  /** The first user fetch: MEMBER (with the member's texts and language) or GUEST. */
  async start(): Promise<void> {
    this.status = 'loading';
    await this.deps.session.start();
    if (this.deps.session.isMember) await this.memberTexts();
    await this.deps.language.settled();
    runInAction(() => (this.status = 'ready'));
  }

  async logout(): Promise<void> {
    const result = await this.deps.ui.track(this.deps.session.logout());
    if (result.error) await this.deps.ui.showError(result.value);
    else if (result.value) this.deps.ui.showToast('check', 'toast.loggedOut');
  }

  /** The connection came back: the member screens' texts, if they could not be loaded before. */
  recover(): void {
    if (this.isMember) void this.memberTexts();
  }

  private apply(state: SessionState): void {
    const becameMember = state.auth === 'MEMBER' && this.state.auth !== 'MEMBER';
    this.state = state;
    if (becameMember) void this.memberTexts();
  }

  /** The member screens' texts; a failed fetch is tried again at the next change of language. */
  private async memberTexts(): Promise<void> {
    try {
      await this.deps.texts.require('member');
    } catch {
      // Offline for a moment: the screens show their keys until a later load succeeds.
    }
  }
}
