import {
  SECOND_MS,
  symbolSyncSecondsLeft,
  type Clock,
  type ErrorCode,
  type PlatformSymbol,
  type Result,
  type Signal,
  type SignalsService,
  type SymbolMatching,
  type SymbolPairing,
  type SymbolsService,
  type TimerHandle,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';
import { settled } from '../settled.js';
import type { UiStore } from '../ui.store.js';

export interface SymbolMatchingDeps {
  readonly symbols: SymbolsService;
  readonly signals: SignalsService;
  readonly ui: UiStore;
  readonly clock: Clock;
  /** The platform's symbols the session already loaded (GET /symbol), empty when it has none yet. */
  readonly knownPlatformSymbols: () => readonly PlatformSymbol[];
}

/** The broker could not be read: the platform syncs again after 2 minutes (server symbol-sync.ts). */
const SYNC_DEFERRED: ErrorCode = 'MT_BROKER_ERROR';

const samePairs = (a: readonly SymbolPairing[], b: readonly SymbolPairing[]): boolean =>
  a.length === b.length &&
  a.every(
    (pair, i) => pair.providerSymbol === b[i]?.providerSymbol && pair.platformSymbol === b[i]?.platformSymbol,
  );

const includesText = (text: string, search: string): boolean => text.toLowerCase().includes(search);

/**
 * One signal's symbol matching: the pairs saved on the platform, the draft being edited (matched and
 * unmatched), the search over both lists, saving (SymbolsService.savePairs: at least one pair, and
 * whatever else the core's rule asks) and syncing the account's symbols again. When the account's
 * symbols cannot be read yet, the platform retries after 2 minutes: the store counts that down on the
 * injected clock and reloads the lists when it is due.
 */
export class SymbolMatchingStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  signal: Signal | null = null;
  platformSymbols: readonly PlatformSymbol[] = [];
  /** As the platform has it. */
  saved: SymbolMatching = { matched: [], unmatched: [] };
  /** As being edited. */
  matched: readonly SymbolPairing[] = [];
  unmatched: readonly string[] = [];
  /** The platform symbol picked for each unmatched provider symbol, before "match". */
  picks: Readonly<Record<string, string>> = {};
  search = '';
  saveStatus: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  /** A refusal of save, shown at the form. */
  saveError: ErrorCode | null = null;
  syncStatus: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  syncError: ErrorCode | null = null;
  /** When the failed sync was answered (epoch ms): the platform's retry is 2 minutes later. */
  syncFailedAt: number | null = null;
  now = 0;
  /** The countdown ran out and the lists were read again. */
  retried = false;
  /** The countdown's next tick (null: not counting). */
  private tick: TimerHandle = null;

  constructor(
    readonly signalId: string,
    private readonly deps: SymbolMatchingDeps,
  ) {
    makeAutoObservable<SymbolMatchingStore, 'deps' | 'tick'>(
      this,
      {
        deps: false,
        tick: false,
        signalId: false,
        signal: observable.ref,
        platformSymbols: observable.ref,
        saved: observable.ref,
        matched: observable.ref,
        unmatched: observable.ref,
        picks: observable.ref,
      },
      { autoBind: true },
    );
    this.now = deps.clock.now();
  }

  /** The symbols this signal's platform trades, by name. */
  get options(): readonly PlatformSymbol[] {
    const platform = this.signal?.platform;
    return this.platformSymbols
      .filter((symbol) => symbol.platform === platform)
      .slice()
      .sort((a, b) => a.symbol.localeCompare(b.symbol));
  }

  get dirty(): boolean {
    return !samePairs(this.matched, this.saved.matched);
  }

  private get searchText(): string {
    return this.search.trim().toLowerCase();
  }

  get visibleMatched(): readonly SymbolPairing[] {
    const search = this.searchText;
    if (search === '') return this.matched;
    return this.matched.filter(
      (pair) => includesText(pair.providerSymbol, search) || includesText(pair.platformSymbol, search),
    );
  }

  get visibleUnmatched(): readonly string[] {
    const search = this.searchText;
    return search === '' ? this.unmatched : this.unmatched.filter((symbol) => includesText(symbol, search));
  }

  /** Neither list has anything: the account's symbols have not been read yet. */
  get noSymbols(): boolean {
    return this.matched.length === 0 && this.unmatched.length === 0;
  }

  /** Seconds until the platform's own retry of a sync that could not read the account, or 0. */
  get retrySecondsLeft(): number {
    return this.syncFailedAt === null ? 0 : symbolSyncSecondsLeft(this.syncFailedAt, this.now);
  }

  get counting(): boolean {
    return this.retrySecondsLeft > 0;
  }

  get syncing(): boolean {
    return this.syncStatus === 'loading';
  }

  get saving(): boolean {
    return this.saveStatus === 'loading';
  }

  /** Sync replaces the lists, so unsaved edits must be saved or discarded first. */
  get canSync(): boolean {
    return !this.dirty && !this.syncing && !this.counting && this.status === 'ready';
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.errorCode = null;
    const known = this.deps.knownPlatformSymbols();
    const [signal, matching, platformSymbols] = await this.deps.ui.track(
      Promise.all([
        this.deps.signals.get(this.signalId),
        this.deps.symbols.matching(this.signalId),
        known.length > 0
          ? Promise.resolve<Result<readonly PlatformSymbol[]>>({ error: false, value: known })
          : this.deps.symbols.platformSymbols(),
      ]),
    );
    runInAction(() => {
      const failed = [signal, matching, platformSymbols].find((result) => result.error);
      if (failed?.error) {
        this.status = 'failed';
        this.errorCode = failed.value;
        return;
      }
      if (signal.error || matching.error || platformSymbols.error) return;
      this.signal = signal.value;
      this.platformSymbols = platformSymbols.value;
      this.applySaved(matching.value);
      this.status = 'ready';
    });
  }

  setSearch(text: string): void {
    this.search = text;
  }

  pick(providerSymbol: string, platformSymbol: string): void {
    this.picks = { ...this.picks, [providerSymbol]: platformSymbol };
  }

  /** Moves an unmatched symbol to the matched list with its picked platform symbol. */
  match(providerSymbol: string): void {
    const chosen = this.options.find((symbol) => symbol.symbol === this.picks[providerSymbol]);
    if (chosen === undefined || !this.unmatched.includes(providerSymbol)) return;
    this.matched = [
      ...this.matched,
      { providerSymbol, platformSymbol: chosen.symbol, contractSize: chosen.contractSize },
    ];
    this.unmatched = this.unmatched.filter((symbol) => symbol !== providerSymbol);
    this.saveError = null;
  }

  /** Moves a matched symbol back to the unmatched list, its platform symbol kept as the pick. */
  unmatch(providerSymbol: string): void {
    const pair = this.matched.find((candidate) => candidate.providerSymbol === providerSymbol);
    if (pair === undefined) return;
    this.matched = this.matched.filter((candidate) => candidate !== pair);
    this.unmatched = [providerSymbol, ...this.unmatched];
    this.picks = { ...this.picks, [providerSymbol]: pair.platformSymbol };
    this.saveError = null;
  }

  discard(): void {
    this.applySaved(this.saved);
  }

  async save(): Promise<SymbolMatching | null> {
    if (this.saving) return null;
    this.saveStatus = 'loading';
    this.saveError = null;
    const result = await settled(
      this.deps.ui.track(this.deps.symbols.savePairs(this.signalId, this.matched)),
    );
    if (result.error) await this.deps.ui.prepareErrorTexts();
    runInAction(() => {
      this.saveStatus = result.error ? 'failed' : 'ready';
      if (result.error) this.saveError = result.value;
      else this.applySaved(result.value);
    });
    return result.error ? null : result.value;
  }

  /** Reads the account's symbols again; when they cannot be read yet, counts down the platform's retry. */
  async sync(): Promise<void> {
    if (!this.canSync) return;
    this.syncStatus = 'loading';
    this.syncError = null;
    this.retried = false;
    const result = await settled(this.deps.ui.track(this.deps.symbols.sync(this.signalId)));
    if (result.error) await this.deps.ui.prepareErrorTexts();
    runInAction(() => {
      this.syncStatus = result.error ? 'failed' : 'ready';
      if (!result.error) {
        this.applySaved(result.value);
        return;
      }
      if (result.value === SYNC_DEFERRED) this.startCountdown();
      else this.syncError = result.value;
    });
  }

  dispose(): void {
    this.stopTicking();
  }

  private applySaved(matching: SymbolMatching): void {
    this.saved = matching;
    this.matched = matching.matched;
    this.unmatched = matching.unmatched;
    this.picks = {};
  }

  private startCountdown(): void {
    this.syncFailedAt = this.deps.clock.now();
    this.now = this.syncFailedAt;
    this.scheduleTick();
  }

  private scheduleTick(): void {
    this.stopTicking();
    this.tick = this.deps.clock.setTimeout(() => this.onTick(), SECOND_MS);
  }

  private stopTicking(): void {
    if (this.tick !== null) this.deps.clock.clearTimeout(this.tick);
    this.tick = null;
  }

  private onTick(): void {
    this.tick = null;
    this.now = this.deps.clock.now();
    if (this.counting) {
      this.scheduleTick();
      return;
    }
    // The platform's retry is due: read what it found, keeping any edit made meanwhile.
    this.syncFailedAt = null;
    this.retried = true;
    if (!this.dirty) void this.reloadMatching();
  }

  private async reloadMatching(): Promise<void> {
    const matching = await this.deps.symbols.matching(this.signalId);
    runInAction(() => {
      if (!matching.error && !this.dirty) this.applySaved(matching.value);
    });
  }
}
