import { randomBytes } from 'node:crypto';
import type { Random } from '@signal-portal/core';

/** Cryptographically strong bytes (idempotency keys). */
export class NodeRandom implements Random {
  bytes(size: number): Uint8Array {
    return new Uint8Array(randomBytes(size));
  }
}
