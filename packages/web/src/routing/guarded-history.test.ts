import { describe, expect, it } from 'vitest';
import { createGuardedHistory } from './guarded-history.js';

/** The parts of a browser window a history uses: location, the session history and popstate. */
class FakeWindow {
  private entries: { url: URL; state: unknown }[] = [{ url: new URL('http://portal.test/'), state: null }];
  private position = 0;
  private readonly popListeners = new Set<() => void>();
  /** Pops still to be delivered: a browser fires popstate after history.go returns. */
  private readonly queued: (() => void)[] = [];

  get location() {
    return this.entries[this.position]!.url;
  }

  readonly history = {
    state: null as unknown,
    pushState: (state: unknown, _title: string, url: string) => {
      this.entries = this.entries.slice(0, this.position + 1);
      this.entries.push({ url: new URL(url, this.location.href), state });
      this.position += 1;
      this.history.state = state;
    },
    replaceState: (state: unknown, _title: string, url?: string) => {
      const entry = this.entries[this.position]!;
      this.entries[this.position] = { url: url ? new URL(url, entry.url.href) : entry.url, state };
      this.history.state = state;
    },
    go: (delta: number) => {
      this.position += delta;
      this.history.state = this.entries[this.position]!.state;
      this.queued.push(() => this.popListeners.forEach((listener) => listener()));
    },
  };

  addEventListener(type: string, listener: () => void): void {
    if (type === 'popstate') this.popListeners.add(listener);
  }

  removeEventListener(type: string, listener: () => void): void {
    if (type === 'popstate') this.popListeners.delete(listener);
  }

  /** The user presses back (-1) or forward (1). */
  travel(delta: number): void {
    this.history.go(delta);
    this.flush();
  }

  flush(): void {
    while (this.queued.length > 0) this.queued.shift()!();
  }
}

const setUp = () => {
  const win = new FakeWindow();
  const history = createGuardedHistory(win as unknown as Window);
  const seen: string[] = [];
  history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
  return { win, history, seen };
};

describe('createGuardedHistory', () => {
  it('navigates freely while nothing holds it', () => {
    const { win, history, seen } = setUp();
    history.push('/signal');
    history.push('/create-signal');
    win.travel(-1);
    expect(seen).toEqual(['PUSH /signal', 'PUSH /create-signal', 'POP /signal']);
    expect(win.location.pathname).toBe('/signal');
  });

  it('holds a push to another path until the user agrees, and lets one on the same path through', () => {
    const { history, seen } = setUp();
    history.push('/create-signal');
    let proceed: (() => void) | null = null;
    const release = history.block((go) => (proceed = go));
    history.push('/create-signal?id=7');
    history.push('/signal');
    expect(seen).toEqual(['PUSH /create-signal', 'PUSH /create-signal']);
    expect(proceed).not.toBeNull();
    proceed!();
    expect(seen.at(-1)).toBe('PUSH /signal');
    release();
  });

  it('undoes a held back button at once and redoes it when the user agrees', () => {
    const { win, history, seen } = setUp();
    history.push('/signal');
    history.push('/create-signal');
    let proceed: (() => void) | null = null;
    history.block((go) => (proceed = go));
    win.travel(-1);
    // The URL is back on the guarded page and the router never saw the pop.
    expect(win.location.pathname).toBe('/create-signal');
    expect(seen).toEqual(['PUSH /signal', 'PUSH /create-signal']);
    proceed!();
    win.flush();
    expect(win.location.pathname).toBe('/signal');
    expect(seen.at(-1)).toBe('POP /signal');
  });

  it('stays put when the user declines, and navigates freely once released', () => {
    const { win, history, seen } = setUp();
    history.push('/signal');
    history.push('/create-signal');
    const release = history.block(() => undefined);
    win.travel(-1);
    history.push('/report');
    expect(win.location.pathname).toBe('/create-signal');
    release();
    history.push('/report');
    expect(seen.at(-1)).toBe('PUSH /report');
  });
});
