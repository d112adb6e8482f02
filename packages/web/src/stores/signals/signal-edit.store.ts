import {
  checkSignalAction,
  dec,
  descriptionCounts,
  DESCRIPTION_MAX_WORDS,
  minimumInvestmentFor,
  toDecimalString,
  validateDescription,
  validateFollowSetting,
  type DecimalString,
  type ErrorCode,
  type FollowSetting,
  type Signal,
  type SignalsService,
  type UpdateSignalBody,
} from '@signal-portal/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import type { UiStore } from '../ui.store.js';

/** A refusal at its field (the kit's FieldProblem). */
export interface EditProblem {
  readonly code: ErrorCode;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type EditField = 'describe' | 'investmentMin' | 'investmentMax' | 'profitSharePercent' | 'image';

export interface PickedImageFile {
  readonly filename: string;
  readonly data: Uint8Array;
}

/** Which field a refusal belongs to; undefined: it is about the signal, shown as a toast. */
const FIELD_OF: Partial<Record<ErrorCode, EditField>> = {
  DESCRIPTION_TOO_LONG: 'describe',
  TEXT_TOO_LONG: 'describe',
  INVESTMENT_MIN_NOT_WHOLE: 'investmentMin',
  INVESTMENT_MIN_TOO_LOW: 'investmentMin',
  INVESTMENT_MIN_BELOW_DRAWDOWN: 'investmentMin',
  INVESTMENT_MIN_ABOVE_MAX: 'investmentMin',
  INVESTMENT_MAX_INVALID: 'investmentMax',
  INVESTMENT_MAX_TOO_HIGH: 'investmentMax',
  PROFIT_SHARE_PERCENT_INVALID: 'profitSharePercent',
  FILE_FORMAT: 'image',
  FILE_SIZE: 'image',
  FILE_UPLOAD: 'image',
};

const problemOf = (code: ErrorCode): EditProblem =>
  code === 'DESCRIPTION_TOO_LONG' ? { code, params: { max: DESCRIPTION_MAX_WORDS } } : { code };

const sameFollowSetting = (a: FollowSetting, b: FollowSetting): boolean =>
  a.investmentMin === b.investmentMin &&
  a.investmentMax === b.investmentMax &&
  a.profitSharePercent === b.profitSharePercent;

/**
 * The signal edit screen: the signal, the drafts of its description, image and follow settings, each
 * checked by the core as typed (validateDescription, validateFollowSetting against the signal's max
 * drawdown), and the save through SignalsService (update, then the image upload).
 */
export class SignalEditStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  signal: Signal | null = null;
  describe = '';
  investmentMin = '';
  investmentMax = '';
  profitSharePercent = '';
  image: PickedImageFile | null = null;
  saving = false;
  /** Bumped whenever the drafts are reset from the signal, so uncontrolled parts (the image picker) start over. */
  version = 0;
  /** The server's refusals, each cleared when its field is edited. */
  serverProblems: Partial<Record<EditField, EditProblem>> = {};

  constructor(
    private readonly signals: SignalsService,
    private readonly ui: UiStore,
    private readonly signalId: string,
  ) {
    makeAutoObservable<SignalEditStore, 'signals' | 'ui' | 'signalId'>(
      this,
      { signals: false, ui: false, signalId: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.errorCode = null;
    // The drafts are checked as typed, so the error messages must be there before the first keystroke.
    const [signal] = await Promise.all([
      settled(this.signals.get(this.signalId)),
      this.ui.prepareErrorTexts(),
    ]);
    runInAction(() => {
      if (signal.error) {
        this.status = 'failed';
        this.errorCode = signal.value;
        return;
      }
      this.apply(signal.value);
      this.status = 'ready';
    });
  }

  /** Why the signal cannot be changed (an archived one: SIGNAL_ARCHIVED), or null when it can. */
  get readOnlyReason(): ErrorCode | null {
    if (!this.signal) return null;
    const check = checkSignalAction(this.signal, 'update');
    return check.error ? check.value : null;
  }

  get maxDrawdown(): DecimalString {
    return this.signal?.performance?.drawdown ?? '0';
  }

  /** The max drawdown's size, as the 5% rule reads it (a drawdown may be stored negative). */
  get drawdownSize(): DecimalString {
    return toDecimalString(dec(this.maxDrawdown).abs());
  }

  /** The least minimum investment this signal allows (100, or 5% of its max drawdown if higher). */
  get minimumInvestment(): DecimalString {
    return minimumInvestmentFor(this.maxDrawdown);
  }

  get counts() {
    return descriptionCounts(this.describe);
  }

  get followSetting(): FollowSetting {
    return {
      investmentMin: this.investmentMin,
      investmentMax: this.investmentMax,
      profitSharePercent: this.profitSharePercent,
    };
  }

  /** The core's verdict on the drafts, as typed: the first refusal at its field. */
  private get draftProblems(): Partial<Record<EditField, EditProblem>> {
    const problems: Partial<Record<EditField, EditProblem>> = {};
    const describe = validateDescription(this.describe);
    if (describe.error) problems.describe = problemOf(describe.value);
    const follow = validateFollowSetting(this.followSetting, { maxDrawdown: this.maxDrawdown });
    if (follow.error) {
      const field = FIELD_OF[follow.value] ?? 'investmentMin';
      problems[field] = problemOf(follow.value);
    }
    return problems;
  }

  problemOf(field: EditField): EditProblem | null {
    return this.draftProblems[field] ?? this.serverProblems[field] ?? null;
  }

  get hasProblems(): boolean {
    return Object.keys(this.draftProblems).length > 0;
  }

  private get describeChanged(): boolean {
    return this.signal !== null && this.describe.trim() !== this.signal.describe.trim();
  }

  private get followChanged(): boolean {
    const saved = this.signal?.followSetting;
    if (!saved) return false;
    const draft = validateFollowSetting(this.followSetting, { maxDrawdown: this.maxDrawdown });
    // Compared in the core's normal form, so '250.00' for a saved '250' is no change.
    return draft.error || !sameFollowSetting(draft.value, normalised(saved));
  }

  /** Unsaved changes: the leave guard asks before they are lost. */
  get dirty(): boolean {
    return this.describeChanged || this.followChanged || this.image !== null;
  }

  get canSave(): boolean {
    return this.readOnlyReason === null && this.dirty && !this.hasProblems && !this.saving;
  }

  setDescribe(value: string): void {
    this.describe = value;
    delete this.serverProblems.describe;
  }

  setInvestmentMin(value: string): void {
    this.investmentMin = value;
    delete this.serverProblems.investmentMin;
  }

  setInvestmentMax(value: string): void {
    this.investmentMax = value;
    delete this.serverProblems.investmentMax;
  }

  setProfitSharePercent(value: string): void {
    this.profitSharePercent = value;
    delete this.serverProblems.profitSharePercent;
  }

  setImage(image: PickedImageFile | null): void {
    this.image = image;
    delete this.serverProblems.image;
  }

  discard(): void {
    if (this.signal) this.apply(this.signal);
  }

  /** Saves the description and follow settings (if changed), then the image (if picked). */
  async save(): Promise<boolean> {
    const signal = this.signal;
    if (!signal || !this.canSave) return false;
    this.saving = true;
    let saved = signal;
    const change: UpdateSignalBody = {
      ...(this.describeChanged ? { describe: this.describe } : {}),
      ...(this.followChanged ? { followSetting: this.followSetting } : {}),
    };
    if (change.describe !== undefined || change.followSetting !== undefined) {
      const updated = await settled(this.ui.track(this.signals.update(signal, change)));
      if (updated.error) return this.refused(updated.value);
      saved = updated.value;
      // The follow settings are saved even if the image fails next: keep what the server now holds.
      runInAction(() => this.applySaved(saved));
    }
    const image = this.image;
    if (image) {
      const uploaded = await settled(this.ui.track(this.signals.uploadHeadshot(signal.id, image)));
      if (uploaded.error) return this.refused(uploaded.value);
      saved = uploaded.value;
    }
    runInAction(() => {
      this.apply(saved);
      this.saving = false;
    });
    this.ui.showToast('check', 'toast.saved');
    return true;
  }

  private async refused(code: ErrorCode): Promise<false> {
    const field = FIELD_OF[code];
    if (field) {
      await this.ui.prepareErrorTexts();
      runInAction(() => (this.serverProblems = { ...this.serverProblems, [field]: problemOf(code) }));
    } else {
      await this.ui.showError(code);
    }
    runInAction(() => (this.saving = false));
    return false;
  }

  /** The server's signal after an update: the saved parts, the drafts of what is still to save kept. */
  private applySaved(signal: Signal): void {
    this.signal = signal;
    this.describe = signal.describe;
    this.investmentMin = signal.followSetting.investmentMin;
    this.investmentMax = signal.followSetting.investmentMax;
    this.profitSharePercent = signal.followSetting.profitSharePercent;
  }

  private apply(signal: Signal): void {
    this.applySaved(signal);
    this.image = null;
    this.serverProblems = {};
    this.version += 1;
  }
}

/** A stored setting in validateFollowSetting's normal form (itself when the stored one is odd). */
const normalised = (setting: FollowSetting): FollowSetting => {
  const valid = validateFollowSetting(setting, { maxDrawdown: '0' });
  return valid.error ? setting : valid.value;
};
