import type { Random } from '@signal-portal/core';

/** The Random port over the browser's Web Crypto (crypto.getRandomValues): unpredictable idempotency keys. */
export class BrowserRandom implements Random {
  constructor(private readonly source: Pick<Crypto, 'getRandomValues'> = globalThis.crypto) {}

  bytes(size: number): Uint8Array {
    return this.source.getRandomValues(new Uint8Array(size));
  }
}
