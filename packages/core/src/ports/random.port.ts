/**
 * Cryptographically strong random bytes (web: crypto.getRandomValues; CLI: node:crypto; tests: a
 * seeded fake), injected so idempotency keys are unpredictable in use and reproducible in tests.
 */
export interface Random {
  bytes(size: number): Uint8Array;
}
export const Random = Symbol('Random');
