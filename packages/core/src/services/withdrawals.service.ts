import type { ApiClient } from '../api/api-client.js';
import type { WithdrawalApplyBody, WithdrawalListQuery } from '../api/payloads.js';
import type { Page } from '../api/wire.types.js';
import type { KycStatus } from '../domain/kyc/kyc.js';
import { quoteWithdrawal, type WithdrawalQuote } from '../domain/withdrawal/withdrawal-quote.js';
import type { Withdrawal, WithdrawalConfig } from '../domain/withdrawal/withdrawal.js';
import type { Random } from '../ports/random.port.js';
import { dec, maxDecimal, toMoneyString, type DecimalString } from '../shared/money.js';
import type { ErrorCode } from '../shared/error-codes.js';
import { fail, ok, type Result } from '../shared/result.js';
import { parseMoneyAmount } from '../validation/amount.rules.js';
import { validateWithdrawalAmount } from '../validation/withdrawal-amount.rules.js';
import { newIdempotencyKey } from './idempotency-key.js';

/** What the early checks of a withdrawal need to know. */
export interface WithdrawalContext {
  readonly config: WithdrawalConfig;
  /** The balance GET /asset/wallet?payment=withdraw reports. */
  readonly withdrawableBalance: DecimalString;
  readonly kycStatus: KycStatus;
}

/**
 * The context of an attempt that repeats an idempotency key the server may already have used: after a
 * lost answer the balance already excludes the first attempt, and the early balance check would refuse
 * the retry instead of letting the server replay its answer. The balance check is lifted to the amount;
 * the server still checks the balance of a withdrawal it has not seen.
 */
export const withdrawalContextForRetry = (
  context: WithdrawalContext,
  amount: DecimalString,
): WithdrawalContext => {
  let balance = context.withdrawableBalance;
  try {
    balance = toMoneyString(maxDecimal(dec(context.withdrawableBalance), dec(amount)));
  } catch {
    // Not a number: validateWithdrawalAmount refuses the amount with its catalogued code.
  }
  return { ...context, withdrawableBalance: balance };
};

/**
 * One withdrawal attempt: the Idempotency-Key made when it started and the body it sends. Its retries
 * carry the same key, so however often it is sent the server files at most one withdrawal.
 */
export interface WithdrawalAttempt {
  readonly idempotencyKey: string;
  readonly body: WithdrawalApplyBody;
}

/**
 * Codes after which the withdrawal may or may not have been made: the request or its answer was lost
 * (no answer, or one that is not the API's). Any other answer is definite: the server stored it with
 * the key, and sending the key again would only replay it.
 */
export const ANSWER_LOST_CODES = [
  'NETWORK_ERROR',
  'TIMEOUT',
  'apiError',
] as const satisfies readonly ErrorCode[];

export const isAnswerLost = (result: Result<unknown>): boolean =>
  result.error && (ANSWER_LOST_CODES as readonly ErrorCode[]).includes(result.value);

/** The amount as the service sends it (at cents), so '100' and '100.00' are the same request. */
const sentAmount = (amount: string): string => {
  const parsed = parseMoneyAmount(amount);
  return parsed.error ? amount.trim() : toMoneyString(parsed.value);
};

const norm = (text: string): string => text.trim().toUpperCase();

/** Whether two bodies are the same request once checked (amount at cents, codes in capitals). */
export const sameWithdrawalRequest = (a: WithdrawalApplyBody, b: WithdrawalApplyBody): boolean => {
  if (a.type !== b.type || sentAmount(a.amount) !== sentAmount(b.amount)) return false;
  if (norm(a.currency) !== norm(b.currency)) return false;
  if (a.type === 'WIRE' && b.type === 'WIRE') return a.bankAccountId === b.bankAccountId;
  if (a.type === 'CRYPTO' && b.type === 'CRYPTO')
    return norm(a.network) === norm(b.network) && a.cryptoAddressId === b.cryptoAddressId;
  return false;
};

/**
 * The attempt a submit belongs to. An attempt still open (its answer was lost) is retried when the
 * same request is sent again: same key, and `retry` says the early balance check must be lifted
 * (withdrawalContextForRetry). Any other request starts a new attempt with a fresh key.
 */
export const attemptFor = (
  open: WithdrawalAttempt | null,
  body: WithdrawalApplyBody,
  newKey: () => string,
): { readonly attempt: WithdrawalAttempt; readonly retry: boolean } =>
  open !== null && sameWithdrawalRequest(open.body, body)
    ? { attempt: open, retry: true }
    : { attempt: { idempotencyKey: newKey(), body }, retry: false };

/**
 * What is left open after an answer: the attempt itself when the answer was lost (its retry must
 * carry the same key), nothing after a definite answer (the next submit gets a fresh key).
 */
export const attemptAfter = (
  attempt: WithdrawalAttempt,
  result: Result<unknown>,
): WithdrawalAttempt | null => (isAnswerLost(result) ? attempt : null);

/** What applying answered: the withdrawal, and whether an earlier request with the key had filed it. */
export interface AppliedWithdrawal {
  readonly withdrawal: Withdrawal;
  /** The server replayed its answer to an earlier request with the same key: nothing new was filed. */
  readonly replayed: boolean;
}

/** Withdrawals: the platform's settings, quote, apply (idempotent), history and cancel. */
export class WithdrawalsService {
  constructor(private readonly deps: { readonly api: ApiClient; readonly random: Random }) {}

  /** A fresh key for one withdrawal attempt; keep it for that attempt's retries. */
  newIdempotencyKey(): string {
    return newIdempotencyKey(this.deps.random);
  }

  config(): Promise<Result<WithdrawalConfig>> {
    return this.deps.api.call('GET /withdraw/config');
  }

  /** Settings, withdrawable balance and KYC state in one go, for the withdrawal screen. */
  async context(): Promise<Result<WithdrawalContext>> {
    const [config, wallet, kyc] = await Promise.all([
      this.config(),
      this.deps.api.call('GET /asset/wallet', { query: { payment: 'withdraw' } }),
      this.deps.api.call('GET /user/kyc/status'),
    ]);
    if (config.error) return config;
    if (wallet.error) return wallet;
    if (kyc.error) return kyc;
    return ok({
      config: config.value,
      withdrawableBalance: wallet.value.balance,
      kycStatus: kyc.value.status,
    });
  }

  /** What the withdrawal would pay out (fee, rate, estimate) before applying. */
  quote(body: WithdrawalApplyBody, config: WithdrawalConfig): Result<WithdrawalQuote> {
    return quoteWithdrawal({
      amount: body.amount,
      type: body.type,
      config,
      currency: body.currency,
      network: body.type === 'CRYPTO' ? body.network : '',
    });
  }

  /** `applyOrReplay` for a caller that only needs the withdrawal. */
  async apply(
    body: WithdrawalApplyBody,
    idempotencyKey: string,
    context: WithdrawalContext,
  ): Promise<Result<Withdrawal>> {
    const applied = await this.applyOrReplay(body, idempotencyKey, context);
    return applied.error ? applied : ok(applied.value.withdrawal);
  }

  /**
   * Applies with the caller's idempotency key: KYC, amount, limits and balance are checked first
   * (validateWithdrawalAmount), then currency and network (the quote), then POST /withdraw. Says
   * whether the answer was a replay, so a retry can tell the user nothing new was filed.
   */
  async applyOrReplay(
    body: WithdrawalApplyBody,
    idempotencyKey: string,
    context: WithdrawalContext,
  ): Promise<Result<AppliedWithdrawal>> {
    if (idempotencyKey.trim() === '') return fail('INVALID_PARAMETERS');
    const amount = validateWithdrawalAmount({
      amount: body.amount,
      min: context.config.min,
      max: context.config.max,
      withdrawableBalance: context.withdrawableBalance,
      kycStatus: context.kycStatus,
    });
    if (amount.error) return amount;
    const quote = this.quote(body, context.config);
    if (quote.error) return quote;
    const checked: WithdrawalApplyBody =
      body.type === 'CRYPTO'
        ? { ...body, amount: amount.value, currency: quote.value.currency, network: quote.value.network }
        : { ...body, amount: amount.value, currency: quote.value.currency };
    const answer = await this.deps.api.callIdempotent('POST /withdraw', { body: checked, idempotencyKey });
    return answer.error ? answer : ok({ withdrawal: answer.value.value, replayed: answer.value.replayed });
  }

  list(query: WithdrawalListQuery = {}): Promise<Result<Page<Withdrawal>>> {
    return this.deps.api.call('GET /withdraw', { query });
  }

  /** One withdrawal in full (WITHDRAW_ORDER_NOT_FOUND when it is not the member's). */
  get(id: string): Promise<Result<Withdrawal>> {
    return this.deps.api.call('GET /withdraw/{id}', { params: { id } });
  }

  /** Cancelling cannot be undone. */
  cancel(id: string): Promise<Result<Withdrawal>> {
    return this.deps.api.call('POST /withdraw/{id}/cancel', { params: { id } });
  }
}
