import { createHash } from 'node:crypto';
import { fail, httpStatusOf, isErrorCode, ok, type Result } from '@signal-portal/core';
import type { SqlExecutor } from '../storage/database.port.js';
import {
  claimIdempotencyKey,
  readIdempotencyKey,
  storeIdempotentAnswer,
  type IdempotencyScope,
} from '../storage/idempotency.repository.js';

/**
 * `Idempotency-Key` as Stripe does it. A key belongs to one member of one site. The first request
 * with a key runs and its answer (success or refusal) is stored with a hash of its payload, in the
 * same transaction as its effects. Later requests with the same key and the same payload get that
 * answer again without running; with another payload they are refused (IDEMPOTENCY_KEY_REUSED).
 * Requests racing on one key queue on the key's primary key, so exactly one of them runs.
 * Input refused before the handler runs (schema, a missing key) is not stored.
 */

/** Stripe's limit; keys are usually UUIDs (core's newIdempotencyKey). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
const KEY_PATTERN = /^[\x21-\x7e]+$/;

/** The header's value as a key: 1-255 visible ASCII characters; anything else INVALID_PARAMETERS. */
export const parseIdempotencyKey = (header: string | string[] | undefined): Result<string> => {
  if (typeof header !== 'string') return fail('INVALID_PARAMETERS');
  const key = header.trim();
  return key.length > 0 && key.length <= IDEMPOTENCY_KEY_MAX_LENGTH && KEY_PATTERN.test(key)
    ? ok(key)
    : fail('INVALID_PARAMETERS');
};

/** JSON with object keys sorted, so the same payload always hashes the same. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

/** What identifies a request's payload: the route and its body. */
export const requestHashOf = (route: string, body: unknown): string =>
  createHash('sha256').update(route).update('\n').update(canonicalJson(body)).digest('hex');

export interface IdempotentOutcome<T> {
  readonly result: Result<T>;
  /** True when the stored answer of an earlier request was given again. */
  readonly replayed: boolean;
}

const replay = <T>(statusCode: number, response: unknown): Result<T> => {
  if (statusCode >= 200 && statusCode < 300) return ok(response as T);
  const code = (response as { error?: unknown } | null)?.error;
  if (isErrorCode(code)) return fail(code);
  throw new Error(`idempotency key holds an unreadable answer (status ${statusCode})`);
};

/**
 * Runs `work` once per key inside the caller's transaction. A refusal of `work` rolls back what it
 * wrote (a savepoint) but keeps the key with the refusal, as Stripe keeps a 4xx answer.
 */
export const runIdempotent = async <T>(
  tx: SqlExecutor,
  scope: IdempotencyScope,
  requestHash: string,
  at: Date,
  work: () => Promise<Result<T>>,
): Promise<IdempotentOutcome<T>> => {
  if (!(await claimIdempotencyKey(tx, scope, requestHash, at))) {
    const stored = await readIdempotencyKey(tx, scope);
    if (stored === undefined || stored.statusCode === 0)
      throw new Error('idempotency key claimed but unreadable');
    if (stored.requestHash !== requestHash)
      return { result: fail('IDEMPOTENCY_KEY_REUSED'), replayed: false };
    return { result: replay<T>(stored.statusCode, stored.response), replayed: true };
  }
  await tx.query('SAVEPOINT idempotent_work');
  const result = await work();
  if (result.error) {
    await tx.query('ROLLBACK TO SAVEPOINT idempotent_work');
    await storeIdempotentAnswer(tx, scope, httpStatusOf(result.value), { error: result.value });
  } else {
    await tx.query('RELEASE SAVEPOINT idempotent_work');
    await storeIdempotentAnswer(tx, scope, 200, result.value);
  }
  return { result, replayed: false };
};
