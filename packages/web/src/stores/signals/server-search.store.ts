import {
  validateServerQuery,
  type BrokerServer,
  type Clock,
  type ErrorCode,
  type Platform,
  type Result,
  type TimerHandle,
} from '@signal-portal/core';
import { makeAutoObservable, observable, runInAction } from 'mobx';

/** Typing pauses this long before a search goes out, so a word typed quickly is one request. */
export const SERVER_SEARCH_DEBOUNCE_MS = 300;

export interface ServerSearchDeps {
  /** SignalConnectionService.searchServers, or a stand-in in tests. */
  readonly search: (platform: Platform, query: string) => Promise<Result<readonly BrokerServer[]>>;
  readonly clock: Clock;
}

/**
 * The broker server combobox (WAI-ARIA combobox with a listbox): the typed text, the answers of the
 * latest search, the highlighted option and the chosen server. A search goes out once the text is a
 * valid query (core validateServerQuery: 4 characters or more) and typing has paused; an answer to an
 * older text than the latest search is dropped, so a slow reply never overwrites a newer one.
 */
export class ServerSearchStore {
  status: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  errorCode: ErrorCode | null = null;
  query = '';
  results: readonly BrokerServer[] = [];
  open = false;
  /** The highlighted option (aria-activedescendant), -1 for none. */
  activeIndex = -1;
  selected: BrokerServer | null = null;
  /** The field was left once: from then on its problem shows as it is typed. */
  touched = false;
  /** The pending search's timer (null: none). */
  private timer: TimerHandle = null;
  private latestSearch = 0;

  constructor(
    private readonly platform: Platform,
    private readonly deps: ServerSearchDeps,
    /** A server the signal is already linked to, shown chosen. */
    initial: string = '',
  ) {
    makeAutoObservable<ServerSearchStore, 'platform' | 'deps' | 'timer' | 'latestSearch'>(
      this,
      { platform: false, deps: false, timer: false, latestSearch: false, results: observable.ref },
      { autoBind: true },
    );
    if (initial !== '') {
      this.query = initial;
      this.selected = { platform, name: initial, company: '', timezone: '' };
    }
  }

  /** The server name a connect request sends: the chosen one. */
  get value(): string {
    return this.selected?.name ?? '';
  }

  /** What the text lacks while typed (after the first blur): too short or too long to search. */
  get queryProblem(): ErrorCode | null {
    if (!this.touched || this.selected !== null || this.query.trim() === '') return null;
    const valid = validateServerQuery(this.query);
    return valid.error ? valid.value : null;
  }

  get activeOption(): BrokerServer | null {
    return this.results[this.activeIndex] ?? null;
  }

  setQuery(text: string): void {
    this.query = text;
    this.selected = null;
    this.activeIndex = -1;
    this.errorCode = null;
    this.cancelTimer();
    const valid = validateServerQuery(text);
    if (valid.error) {
      // Too short to search: drop the list, and any answer still on its way.
      this.latestSearch += 1;
      this.results = [];
      this.open = false;
      this.status = 'idle';
      return;
    }
    this.timer = this.deps.clock.setTimeout(() => void this.search(valid.value), SERVER_SEARCH_DEBOUNCE_MS);
  }

  /** ArrowDown / ArrowUp: opens the list, then moves through it (wrapping at the ends). */
  move(step: 1 | -1): void {
    if (this.results.length === 0) return;
    if (!this.open) {
      this.open = true;
      if (this.activeIndex >= 0) return;
    }
    const count = this.results.length;
    this.activeIndex =
      this.activeIndex < 0 ? (step === 1 ? 0 : count - 1) : (this.activeIndex + step + count) % count;
  }

  /** Home / End inside an open list. */
  moveToEdge(edge: 'first' | 'last'): void {
    if (!this.open || this.results.length === 0) return;
    this.activeIndex = edge === 'first' ? 0 : this.results.length - 1;
  }

  /** Enter: chooses the highlighted option; false when there was none (the form may submit instead). */
  chooseActive(): boolean {
    if (!this.open || this.activeIndex < 0) return false;
    this.choose(this.activeIndex);
    return true;
  }

  choose(index: number): void {
    const server = this.results[index];
    if (server === undefined) return;
    this.selected = server;
    this.query = server.name;
    this.open = false;
    this.activeIndex = -1;
  }

  /** Escape, or focus leaving the field. */
  close(): void {
    this.open = false;
    this.activeIndex = -1;
  }

  blur(): void {
    this.touched = true;
    // A text typed exactly as a server the list shows counts as choosing it.
    if (this.selected === null) {
      const exact = this.results.findIndex((server) => server.name === this.query.trim());
      if (exact >= 0) this.choose(exact);
    }
    this.close();
  }

  /** Shows every problem, as a submit does. */
  touch(): void {
    this.touched = true;
  }

  /** Stops a pending search (the form is going away). */
  dispose(): void {
    this.cancelTimer();
    this.latestSearch += 1;
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private async search(query: string): Promise<void> {
    this.timer = null;
    const ticket = ++this.latestSearch;
    this.status = 'loading';
    const found = await this.deps.search(this.platform, query);
    if (ticket !== this.latestSearch) return; // a newer text was typed meanwhile
    runInAction(() => {
      if (found.error) {
        this.status = 'failed';
        this.errorCode = found.value;
        this.results = [];
        this.open = false;
        return;
      }
      this.status = 'ready';
      this.results = found.value;
      this.open = true;
      this.activeIndex = -1;
    });
  }
}
