import type { ErrorCode, ProfileChange, SessionService } from '@signal-portal/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { fieldOf, type FieldErrors } from '../auth/form-fields.js';
import { settled } from '../settled.js';
import type { UiStore } from '../ui.store.js';

/**
 * The profile section of the account settings: a new username or headshot goes through the core's
 * SessionService (validated there, PATCH /user), which keeps the session's user up to date.
 */
export class ProfileStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  editingUsername = false;
  usernameDraft = '';
  fieldErrors: FieldErrors = {};

  constructor(
    private readonly session: SessionService,
    private readonly ui: UiStore,
  ) {
    makeAutoObservable<ProfileStore, 'session' | 'ui'>(
      this,
      { session: false, ui: false },
      { autoBind: true },
    );
  }

  get busy(): boolean {
    return this.status === 'loading';
  }

  startEditingUsername(): void {
    this.usernameDraft = this.session.state.user?.username ?? '';
    this.fieldErrors = {};
    this.editingUsername = true;
  }

  setUsernameDraft(username: string): void {
    this.usernameDraft = username;
    this.fieldErrors = {};
  }

  cancelEditingUsername(): void {
    this.editingUsername = false;
    this.fieldErrors = {};
  }

  async saveUsername(): Promise<void> {
    if (await this.save({ username: this.usernameDraft })) runInAction(() => (this.editingUsername = false));
  }

  /** A picked image file (its bytes); the core checks its format and size before uploading. */
  async uploadHeadshot(filename: string, data: Uint8Array): Promise<void> {
    await this.save({ headshot: { filename, data } });
  }

  private async save(change: ProfileChange): Promise<boolean> {
    if (this.busy) return false;
    this.status = 'loading';
    const user = await settled(this.ui.track(this.session.updateProfile(change)));
    runInAction(() => {
      this.status = user.error ? 'failed' : 'ready';
      this.errorCode = user.error ? user.value : null;
    });
    if (!user.error) {
      this.ui.showToast('check', 'toast.saved');
      return true;
    }
    const field = fieldOf(user.value);
    if (field === 'username') {
      await this.ui.prepareErrorTexts();
      runInAction(() => (this.fieldErrors = { username: user.value }));
    } else {
      await this.ui.showError(user.value);
    }
    return false;
  }
}
