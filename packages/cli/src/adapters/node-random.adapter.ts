import { createRequire } from 'node:module';
import type { Random } from '@signal-portal/core';
import type * as Crypto from 'node:crypto';

/** node:crypto, required at the first key: loading it costs every run a few milliseconds otherwise. */
const requireModule = createRequire(import.meta.url);

/** Cryptographically strong bytes (idempotency keys). */
export class NodeRandom implements Random {
  bytes(size: number): Uint8Array {
    const { randomBytes } = requireModule('node:crypto') as typeof Crypto;
    return new Uint8Array(randomBytes(size));
  }
}
