import {
  checkSignalAction,
  connMethodsFor,
  DESCRIPTION_MAX_WORDS,
  descriptionCounts,
  linkModeOf,
  ok,
  platformOffers,
  signalSetupStage,
  validateDescription,
  validateSignalName,
  type ConnMethod,
  type DescriptionCounts,
  type ErrorCode,
  type LinkMode,
  type Platform,
  type Result,
  type Signal,
  type SignalSetupStage,
  type SignalsService,
  type SymbolMatching,
} from '@signal-portal/core';
import { makeAutoObservable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import type { UiStore } from '../ui.store.js';

/** The wizard's steps; which of them a signal goes through depends on its connection method. */
export type WizardStep = 'method' | 'details' | 'install' | 'token' | 'connect' | 'symbols' | 'review';

const LINK_STEPS: readonly WizardStep[] = ['method', 'details', 'connect', 'symbols', 'review'];
const EA_STEPS: readonly WizardStep[] = [
  'method',
  'details',
  'install',
  'token',
  'connect',
  'symbols',
  'review',
];

/**
 * Account link and API key connect with a form right after the details; the EA first needs the sync
 * tool installed and the signal's token copied into it. Before a method is chosen the shorter path shows.
 */
export const wizardStepsFor = (method: ConnMethod | null): readonly WizardStep[] =>
  method === 'EA' ? EA_STEPS : LINK_STEPS;

/** The steps that make the signal: once it exists they are done for good (the name is fixed). */
const CREATION_STEPS: ReadonlySet<WizardStep> = new Set<WizardStep>(['method', 'details']);

/** Where a resumed draft opens: the first step of the core's setup stage for its method. */
export const stepOfStage = (stage: SignalSetupStage, method: ConnMethod): WizardStep => {
  switch (stage) {
    case 'connect':
      return method === 'EA' ? 'install' : 'connect';
    case 'symbols':
      return 'symbols';
    case 'review':
      return 'review';
  }
};

/** A problem shown at a field (the kit's FieldProblem). */
export interface WizardFieldProblem {
  readonly code: ErrorCode;
  readonly params?: Readonly<Record<string, number>>;
}

/** An image the picker accepted (format and size checked), not uploaded yet. */
export interface PickedImage {
  readonly filename: string;
  readonly data: Uint8Array;
}

/** Codes the server gives about the name: they belong under the name field, not in a toast. */
const NAME_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'NAME_EXISTS',
  'SIGNAL_NAME_INVALID',
  'DUPLICATE_KEY',
]);
const DESCRIPTION_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'DESCRIPTION_TOO_LONG',
  'TEXT_TOO_LONG',
]);

const descriptionProblem = (code: ErrorCode): WizardFieldProblem =>
  code === 'DESCRIPTION_TOO_LONG' ? { code, params: { max: DESCRIPTION_MAX_WORDS } } : { code };

const isLinked = (signal: Signal): boolean =>
  signal.connStatus !== 'DISCONNECTED' && signal.connStatus !== 'LOST';

/**
 * The /create-signal wizard: the method, the details (creating the signal when they are left), then
 * the connection, the symbols and the submission of that signal. Every rule is the core's: the
 * methods a platform offers, the name and description checks, where a draft resumes, whether it can
 * be submitted. The store knows which step is shown and what the member typed that is not saved.
 */
export class CreateSignalWizardStore {
  /** Loading a draft to resume (a new wizard is 'ready' at once). */
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  /** A resumed signal that is no longer a draft: the wizard explains and links to it instead. */
  notDraft: Signal | null = null;
  step: WizardStep = 'method';
  platform: Platform | null = null;
  connMethod: ConnMethod | null = null;
  name = '';
  description = '';
  /** Errors show as the member types, once the field was left once (or Next was pressed). */
  nameBlurred = false;
  descriptionBlurred = false;
  detailsAttempted = false;
  /** The server's refusal of one exact name (taken), shown until the name changes. */
  nameRefusal: { readonly name: string; readonly code: ErrorCode } | null = null;
  descriptionRefusal: ErrorCode | null = null;
  image: PickedImage | null = null;
  imageProblem: WizardFieldProblem | null = null;
  /** The signal, once step 2 created it (or the resumed draft). */
  signal: Signal | null = null;
  busy = false;
  connectDirty = false;
  symbolsDirty = false;
  /** Bumped when the connection or the synced symbols change under a matcher with nothing unsaved. */
  matcherVersion = 0;
  submitted = false;
  /** The draft's id when the wizard opened one from the address. */
  resumedId: string | null = null;

  constructor(
    private readonly signals: SignalsService,
    private readonly ui: UiStore,
  ) {
    makeAutoObservable<CreateSignalWizardStore, 'signals' | 'ui'>(
      this,
      { signals: false, ui: false },
      { autoBind: true },
    );
  }

  // ---- what the screen shows ----

  get steps(): readonly WizardStep[] {
    return wizardStepsFor(this.connMethod);
  }

  get stepIndex(): number {
    return this.steps.indexOf(this.step);
  }

  get methodChoices(): readonly ConnMethod[] {
    return this.platform === null ? [] : connMethodsFor(this.platform);
  }

  /** The wizard opened an existing draft (rather than making a new signal). */
  get resumed(): boolean {
    return this.resumedId !== null;
  }

  get created(): boolean {
    return this.signal !== null;
  }

  get nameProblem(): WizardFieldProblem | null {
    if (this.nameRefusal !== null && this.nameRefusal.name === this.name.trim()) {
      return { code: this.nameRefusal.code };
    }
    if (!this.nameBlurred && !this.detailsAttempted) return null;
    const valid = validateSignalName(this.name);
    return valid.error ? { code: valid.value } : null;
  }

  get descriptionProblem(): WizardFieldProblem | null {
    if (this.descriptionRefusal !== null) return descriptionProblem(this.descriptionRefusal);
    if (!this.descriptionBlurred && !this.detailsAttempted) return null;
    const valid = validateDescription(this.description);
    return valid.error ? descriptionProblem(valid.value) : null;
  }

  get descriptionCounts(): DescriptionCounts {
    return descriptionCounts(this.description);
  }

  /** Connect or reconnect, by the core's rule: a draft linked before (or lost) reconnects. */
  get connectMode(): LinkMode {
    if (this.signal === null) return 'connect';
    const mode = linkModeOf(this.signal);
    return mode.error ? 'connect' : mode.value;
  }

  /** Whether the signal can be submitted now, and the core's reason when not. */
  get submitCheck(): Result<void> {
    return this.signal === null ? ok(undefined) : checkSignalAction(this.signal, 'submit');
  }

  get canGoNext(): boolean {
    if (this.busy) return false;
    switch (this.step) {
      case 'method':
        return (
          this.platform !== null && this.connMethod !== null && platformOffers(this.platform, this.connMethod)
        );
      case 'details':
      case 'install':
      case 'token':
        return true;
      case 'connect':
        return this.signal !== null && isLinked(this.signal);
      case 'symbols':
        return this.signal !== null && this.signal.symbols.length > 0 && !this.symbolsDirty;
      case 'review':
        return false;
    }
  }

  get canGoBack(): boolean {
    const previous = this.steps[this.stepIndex - 1];
    if (previous === undefined || this.busy || this.submitted) return false;
    return !(this.created && CREATION_STEPS.has(previous));
  }

  /** Typed input that leaving would lose: the details before creation, or a form reporting changes. */
  get dirty(): boolean {
    if (this.submitted) return false;
    const unsavedDetails =
      this.signal === null &&
      (this.name.trim() !== '' || this.description.trim() !== '' || this.image !== null);
    return unsavedDetails || this.connectDirty || this.symbolsDirty;
  }

  // ---- step 1: platform and method ----

  choosePlatform(platform: Platform): void {
    if (this.created) return;
    this.platform = platform;
    const offered = connMethodsFor(platform);
    if (this.connMethod !== null && offered.includes(this.connMethod)) return;
    // One method only (Binance, TWSE): it is the choice.
    this.connMethod = offered.length === 1 ? (offered[0] ?? null) : null;
  }

  chooseMethod(method: ConnMethod): void {
    if (this.created || this.platform === null || !platformOffers(this.platform, method)) return;
    this.connMethod = method;
  }

  // ---- step 2: name, description, image ----

  setName(name: string): void {
    this.name = name;
  }

  setDescription(description: string): void {
    this.description = description;
    this.descriptionRefusal = null;
  }

  blurName(): void {
    this.nameBlurred = true;
  }

  blurDescription(): void {
    this.descriptionBlurred = true;
  }

  pickImage(image: PickedImage | null): void {
    this.image = image;
    this.imageProblem = null;
  }

  // ---- the other steps' forms ----

  setConnectDirty(dirty: boolean): void {
    this.connectDirty = dirty;
  }

  setSymbolsDirty(dirty: boolean): void {
    this.symbolsDirty = dirty;
  }

  /** The connect form linked the account: on to the symbols. */
  connected(signal: Signal): void {
    this.applySignal(signal);
    this.connectDirty = false;
    if (this.step === 'connect' && isLinked(signal)) this.goTo('symbols');
  }

  /** The matcher saved its pairs: the signal now has them, on to the review. */
  symbolsSaved(matching: SymbolMatching): void {
    this.symbolsDirty = false;
    if (this.signal !== null) this.signal = { ...this.signal, symbols: matching.matched };
    if (this.step === 'symbols' && matching.matched.length > 0) this.goTo('review');
  }

  // ---- moving ----

  async next(): Promise<void> {
    if (!this.canGoNext) return;
    if (this.step === 'details') {
      await this.leaveDetails();
      return;
    }
    this.goTo(this.steps[this.stepIndex + 1]);
  }

  back(): void {
    if (this.canGoBack) this.goTo(this.steps[this.stepIndex - 1]);
  }

  /**
   * Leaving step 2 creates the signal (checked by the core first, then by the server: a taken name
   * comes back under the name field) and uploads the picked image. A failed upload keeps the step
   * open with the problem at the picker; the signal exists by then, so the next try uploads only.
   */
  private async leaveDetails(): Promise<boolean> {
    this.detailsAttempted = true;
    if (this.nameProblem !== null || this.descriptionProblem !== null) return false;
    const { platform, connMethod } = this;
    if (platform === null || connMethod === null) return false;
    this.busy = true;
    try {
      if (this.signal === null) {
        const created = await settled(
          this.ui.track(
            this.signals.create({ name: this.name, describe: this.description, platform, connMethod }),
          ),
        );
        if (created.error) {
          await this.refuseDetails(created.value);
          return false;
        }
        runInAction(() => (this.signal = created.value));
        this.ui.showToast('check', 'toast.signalCreated');
      }
      const signal = this.signal;
      const image = this.image;
      if (signal !== null && image !== null) {
        const uploaded = await settled(this.ui.track(this.signals.uploadHeadshot(signal.id, image)));
        if (uploaded.error) {
          await this.ui.prepareErrorTexts();
          runInAction(() => (this.imageProblem = { code: uploaded.value }));
          return false;
        }
        runInAction(() => {
          this.signal = uploaded.value;
          this.image = null;
        });
      }
      runInAction(() => this.goTo(this.steps[this.stepIndex + 1]));
      return true;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private async refuseDetails(code: ErrorCode): Promise<void> {
    if (NAME_CODES.has(code) || DESCRIPTION_CODES.has(code)) {
      await this.ui.prepareErrorTexts();
      runInAction(() => {
        if (NAME_CODES.has(code)) this.nameRefusal = { name: this.name.trim(), code };
        else this.descriptionRefusal = code;
      });
      return;
    }
    await this.ui.showError(code);
  }

  private goTo(step: WizardStep | undefined): void {
    if (step === undefined || step === this.step) return;
    // A form's unsaved input goes with the form when its step is left.
    if (this.step === 'connect') this.connectDirty = false;
    if (this.step === 'symbols') this.symbolsDirty = false;
    this.step = step;
  }

  // ---- the last step ----

  async submit(): Promise<void> {
    const signal = this.signal;
    if (signal === null || this.busy || this.submitCheck.error) return;
    this.busy = true;
    const submitted = await settled(this.ui.track(this.signals.submit(signal)));
    runInAction(() => {
      this.busy = false;
      if (submitted.error) return;
      this.signal = submitted.value;
      this.submitted = true;
    });
    if (submitted.error) {
      await this.ui.showError(submitted.value);
      await this.refresh();
    }
  }

  // ---- resuming and following the signal ----

  /** /create-signal?id=...: loads the signal and opens the first step its setup has not done. */
  async resume(id: string): Promise<void> {
    this.reset();
    this.resumedId = id;
    this.status = 'loading';
    const loaded = await settled(this.ui.track(this.signals.get(id)));
    runInAction(() => {
      if (this.resumedId !== id) return;
      if (loaded.error) {
        this.status = 'failed';
        this.errorCode = loaded.value;
        return;
      }
      const signal = loaded.value;
      const stage = signalSetupStage(signal);
      this.status = 'ready';
      if (stage === null) {
        this.notDraft = signal;
        return;
      }
      this.signal = signal;
      this.platform = signal.platform;
      this.connMethod = signal.connMethod;
      this.name = signal.name;
      this.description = signal.describe;
      this.step = stepOfStage(stage, signal.connMethod);
    });
  }

  async retry(): Promise<void> {
    if (this.resumedId !== null) await this.resume(this.resumedId);
  }

  /** A fresh wizard (/create-signal without an id). */
  reset(): void {
    this.status = 'ready';
    this.errorCode = null;
    this.notDraft = null;
    this.step = 'method';
    this.platform = null;
    this.connMethod = null;
    this.name = '';
    this.description = '';
    this.nameBlurred = false;
    this.descriptionBlurred = false;
    this.detailsAttempted = false;
    this.nameRefusal = null;
    this.descriptionRefusal = null;
    this.image = null;
    this.imageProblem = null;
    this.signal = null;
    this.busy = false;
    this.connectDirty = false;
    this.symbolsDirty = false;
    this.submitted = false;
    this.resumedId = null;
  }

  /** The signal changed on the platform (its live-feed channel): connection, symbols, review. */
  async refresh(): Promise<void> {
    const id = this.signal?.id;
    if (id === undefined) return;
    const fresh = await settled(this.signals.get(id));
    if (!fresh.error && this.signal?.id === id) this.applySignal(fresh.value);
  }

  private applySignal(signal: Signal): void {
    const before = this.signal;
    const changedUnderMatcher =
      before !== null &&
      (before.connStatus !== signal.connStatus || before.symbols.length !== signal.symbols.length);
    if (changedUnderMatcher && !this.symbolsDirty) this.matcherVersion += 1;
    this.signal = signal;
  }
}
