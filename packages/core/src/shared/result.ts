import type { ErrorCode } from './error-codes.js';

/**
 * The outcome of anything that can refuse: an error flag plus a value; on failure the value is the
 * catalogued code (spec section 7). Refusals are returned, only broken invariants throw.
 */
export type Result<T> =
  { readonly error: false; readonly value: T } | { readonly error: true; readonly value: ErrorCode };

export const ok = <T>(value: T): Result<T> => ({ error: false, value });
export const fail = <T = never>(code: ErrorCode): Result<T> => ({ error: true, value: code });

export const isOk = <T>(r: Result<T>): r is { readonly error: false; readonly value: T } => !r.error;
export const isFail = <T>(r: Result<T>): r is { readonly error: true; readonly value: ErrorCode } => r.error;

/** Applies `f` to a success value; a failure passes through unchanged. */
export const mapResult = <T, U>(r: Result<T>, f: (value: T) => U): Result<U> =>
  r.error ? r : ok(f(r.value));

/** Chains a step that can itself refuse. */
export const andThen = <T, U>(r: Result<T>, f: (value: T) => Result<U>): Result<U> =>
  r.error ? r : f(r.value);

/** The first failure of several checks, or success with nothing. */
export const firstFailure = (...results: readonly Result<unknown>[]): Result<void> => {
  for (const r of results) if (r.error) return fail(r.value);
  return ok(undefined);
};
