import { FakeRandom } from '@signal-portal/fixtures';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WithdrawalApplyBody } from '../api/payloads.js';
import { ERROR_CODES, type ErrorCode } from '../shared/error-codes.js';
import { fail, ok } from '../shared/result.js';
import { newIdempotencyKey } from './idempotency-key.js';
import {
  ANSWER_LOST_CODES,
  attemptAfter,
  attemptFor,
  isAnswerLost,
  sameWithdrawalRequest,
  type WithdrawalAttempt,
} from './withdrawals.service.js';

const WIRE: WithdrawalApplyBody = { type: 'WIRE', amount: '100', currency: 'USD', bankAccountId: 'b1' };
const USDT: WithdrawalApplyBody = {
  type: 'CRYPTO',
  amount: '100',
  currency: 'USDT',
  network: 'TRC20',
  cryptoAddressId: 'a1',
};

const keys = () => {
  const random = new FakeRandom(11);
  return () => newIdempotencyKey(random);
};

describe('sameWithdrawalRequest', () => {
  it('compares what is sent: the amount at cents, codes in any case', () => {
    expect(sameWithdrawalRequest(WIRE, { ...WIRE, amount: '100.00', currency: 'usd' })).toBe(true);
    expect(sameWithdrawalRequest(USDT, { ...USDT, network: 'trc20 ' })).toBe(true);
  });

  it('tells apart another amount, currency, network, account or method', () => {
    expect(sameWithdrawalRequest(WIRE, { ...WIRE, amount: '100.01' })).toBe(false);
    expect(sameWithdrawalRequest(WIRE, { ...WIRE, currency: 'TWD' })).toBe(false);
    expect(sameWithdrawalRequest(WIRE, { ...WIRE, bankAccountId: 'b2' })).toBe(false);
    expect(sameWithdrawalRequest(USDT, { ...USDT, network: 'ERC20' })).toBe(false);
    expect(sameWithdrawalRequest(USDT, { ...USDT, cryptoAddressId: 'a2' })).toBe(false);
    expect(sameWithdrawalRequest(WIRE, { ...USDT, currency: 'USD' })).toBe(false);
  });
});

describe('withdrawal attempts', () => {
  it('start with a fresh key when nothing is open', () => {
    const next = keys();
    const first = attemptFor(null, WIRE, next);
    expect(first.retry).toBe(false);
    expect(first.attempt.body).toBe(WIRE);
    expect(attemptFor(null, WIRE, next).attempt.idempotencyKey).not.toBe(first.attempt.idempotencyKey);
  });

  it('retry an attempt whose answer was lost with its own key', () => {
    const next = keys();
    const { attempt } = attemptFor(null, WIRE, next);
    const open = attemptAfter(attempt, fail('NETWORK_ERROR'));
    expect(open).toBe(attempt);
    const again = attemptFor(open, { ...WIRE, amount: '100.00' }, next);
    expect(again).toEqual({ attempt, retry: true });
  });

  it('renew the key after a definite answer, success or refusal', () => {
    const next = keys();
    const { attempt } = attemptFor(null, WIRE, next);
    expect(attemptAfter(attempt, ok({ id: 'w1' }))).toBeNull();
    expect(attemptAfter(attempt, fail('INSUFFICIENT_BALANCE'))).toBeNull();
    expect(attemptFor(null, WIRE, next).attempt.idempotencyKey).not.toBe(attempt.idempotencyKey);
  });

  it('start a new attempt for another request even while one is open', () => {
    const next = keys();
    const open = attemptFor(null, WIRE, next).attempt;
    const other = attemptFor(open, { ...WIRE, amount: '200' }, next);
    expect(other.retry).toBe(false);
    expect(other.attempt.idempotencyKey).not.toBe(open.idempotencyKey);
  });

  it('lose the answer only on a transport failure or an answer that is not the API’s', () => {
    expect(ANSWER_LOST_CODES.every((code) => isAnswerLost(fail(code)))).toBe(true);
    expect(isAnswerLost(ok(1))).toBe(false);
    expect(isAnswerLost(fail('KYC_NOT_PASSED'))).toBe(false);
  });

  it('send one key for a request however its answers go, a new one only after a definite answer (property)', () => {
    const answer = fc.oneof(
      fc.constant(ok('filed')),
      fc.constantFrom<ErrorCode>(...ERROR_CODES).map((code) => fail(code)),
    );
    fc.assert(
      fc.property(fc.array(answer, { minLength: 1, maxLength: 12 }), (answers) => {
        const next = keys();
        let open: WithdrawalAttempt | null = null;
        let previous: WithdrawalAttempt | null = null;
        for (const result of answers) {
          const { attempt, retry } = attemptFor(open, WIRE, next);
          // A retry exactly when the previous answer was lost, and then with the previous key.
          expect(retry).toBe(previous !== null && open !== null);
          if (retry) expect(attempt.idempotencyKey).toBe(previous?.idempotencyKey);
          else if (previous !== null) expect(attempt.idempotencyKey).not.toBe(previous.idempotencyKey);
          open = attemptAfter(attempt, result);
          expect(open === null).toBe(!isAnswerLost(result));
          previous = attempt;
        }
      }),
    );
  });
});
