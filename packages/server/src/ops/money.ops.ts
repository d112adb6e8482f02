import {
  fail,
  ok,
  parseMoneyAmount,
  toMoneyString,
  type KycAction,
  type Result,
  type WithdrawalAction,
} from '@signal-portal/core';
import { nowOf, type ServerContext } from '../context.js';
import { reviewKyc } from '../money/kyc.service.js';
import { publishMoneyEvent, walletEvent } from '../money/money-feed.js';
import { moneyTransaction } from '../money/money-transaction.js';
import { depositBySystem, withdrawBySystem } from '../money/wallet-ops.js';
import { moveWithdrawal } from '../money/withdrawal.service.js';
import { findUserSite } from '../storage/kyc.repository.js';
import { findWithdrawal, findWithdrawalOwner } from '../storage/withdrawals.repository.js';
import type { OpsCommand } from './ops-command.js';

type Args = Parameters<OpsCommand['run']>[1];

/** A required free-text flag (a reviewer's comment, a payment slip): blank is FIELD_REQUIRED. */
const requiredFlag = (args: Args, name: string): Result<string> => {
  const value = args.flags[name]?.trim() ?? '';
  return value === '' ? fail('FIELD_REQUIRED') : ok(value);
};

const positional = (args: Args, index: number): Result<string> => {
  const value = args.positional[index]?.trim() ?? '';
  return value === '' ? fail('INVALID_PARAMETERS') : ok(value);
};

/** The operator named in the record of a decision (`--by`), 'operator' by default. */
const operatorOf = (args: Args): string => args.flags.by?.trim() || 'operator';

const kycCommand = (
  verb: string,
  usage: string,
  actionOf: (args: Args) => Result<Exclude<KycAction, { type: 'submit' }>>,
): OpsCommand => ({
  name: ['kyc', verb],
  usage,
  async run(ctx, args) {
    const userId = positional(args, 0);
    if (userId.error) return userId;
    const action = actionOf(args);
    if (action.error) return action;
    const user = await findUserSite(ctx.db, userId.value);
    if (!user) return fail('USER_NOT_FOUND');
    return ctx.db.transaction((tx) =>
      reviewKyc(tx, { siteId: user.siteId, userId: userId.value }, action.value, nowOf(ctx)),
    );
  },
});

const withdrawalCommand = (
  verb: string,
  usage: string,
  actionOf: (
    args: Args,
    ctx: ServerContext,
    id: string,
  ) => Result<WithdrawalAction> | Promise<Result<WithdrawalAction>>,
): OpsCommand => ({
  name: ['withdrawal', verb],
  usage,
  async run(ctx, args) {
    const id = positional(args, 0);
    if (id.error) return id;
    const owner = await findWithdrawalOwner(ctx.db, id.value);
    if (!owner) return fail('WITHDRAW_ORDER_NOT_FOUND');
    const action = await actionOf(args, ctx, id.value);
    if (action.error) return action;
    const { result, event } = await moneyTransaction(ctx.db, async (tx) => {
      const result = await moveWithdrawal(tx, owner.siteId, id.value, action.value, nowOf(ctx));
      const event = result.error
        ? undefined
        : await walletEvent(tx, owner.siteId, owner.userId, result.value);
      return { result, event };
    });
    if (event) await publishMoneyEvent(ctx, event);
    return result;
  },
});

const walletCommand = (verb: 'deposit' | 'withdraw', usage: string): OpsCommand => ({
  name: ['wallet', verb],
  usage,
  async run(ctx, args) {
    const userId = positional(args, 0);
    if (userId.error) return userId;
    const amount = parseMoneyAmount(args.positional[1] ?? '');
    if (amount.error) return amount;
    const user = await findUserSite(ctx.db, userId.value);
    if (!user) return fail('USER_NOT_FOUND');
    const member = { siteId: user.siteId, userId: userId.value };
    const move = {
      ...member,
      amount: toMoneyString(amount.value),
      reference: `ops:${operatorOf(args)}`,
      ...(args.flags.memo ? { memo: args.flags.memo } : {}),
      at: nowOf(ctx),
    };
    const { result, event } = await moneyTransaction(ctx.db, async (tx) => {
      const result: Result<string> =
        verb === 'deposit' ? ok(await depositBySystem(tx, move)) : await withdrawBySystem(tx, move);
      const event = result.error ? undefined : await walletEvent(tx, member.siteId, member.userId);
      return { result, event };
    });
    if (event) await publishMoneyEvent(ctx, event);
    if (result.error) return result;
    return ok({ transactionId: result.value, wallet: event?.wallet });
  },
});

/**
 * Operator commands of the money area. KYC: approve, reject (core's `fail`), block. Withdrawals:
 * approve (compliance), reject, complete (finance; paid amount defaults to the estimate). Wallet:
 * system deposit / withdrawal of USD. Members and withdrawals are named by id (ids are unique across
 * sites); `--by` names the operator on the record.
 */
export const MONEY_OPS: readonly OpsCommand[] = [
  kycCommand('approve', '<userId>  approve the identity verification under review', () =>
    ok({ type: 'approve' }),
  ),
  kycCommand('reject', '<userId> --comment <text>  fail it (the member may verify again)', (args) => {
    const comment = requiredFlag(args, 'comment');
    return comment.error ? comment : ok({ type: 'fail', comment: comment.value });
  }),
  kycCommand('block', '<userId> --comment <text>  block it (the member must contact support)', (args) => {
    const comment = requiredFlag(args, 'comment');
    return comment.error ? comment : ok({ type: 'block', comment: comment.value });
  }),
  withdrawalCommand('approve', '<id> [--by name]  compliance approves: UNDER_REVIEW -> PROCESSING', (args) =>
    ok({
      type: 'approve',
      complianceId: operatorOf(args),
      complianceAccount: args.flags.account?.trim() || 'ops',
    }),
  ),
  withdrawalCommand('reject', '<id> --comment <text>  reject and unfreeze the amount', (args) => {
    const comment = requiredFlag(args, 'comment');
    return comment.error ? comment : ok({ type: 'reject', comment: comment.value });
  }),
  withdrawalCommand(
    'complete',
    '<id> --slip <text> [--paid amount] [--by name]  finance paid it: PROCESSING -> COMPLETED',
    async (args, ctx, id) => {
      const slip = requiredFlag(args, 'slip');
      if (slip.error) return slip;
      const owner = await findWithdrawalOwner(ctx.db, id);
      const current = owner ? await findWithdrawal(ctx.db, owner.siteId, id) : undefined;
      if (!current) return fail('WITHDRAW_ORDER_NOT_FOUND');
      return ok({
        type: 'complete',
        financeId: operatorOf(args),
        financeAccount: args.flags.account?.trim() || 'ops',
        paymentSlip: slip.value,
        paidAmount: args.flags.paid?.trim() || current.estimatedReceiveAmount,
      });
    },
  ),
  walletCommand('deposit', '<userId> <amount> [--memo text]  credit USD to the wallet (DEPOSIT_BY_SYSTEM)'),
  walletCommand(
    'withdraw',
    '<userId> <amount> [--memo text]  debit USD from the available balance (WITHDRAW_BY_SYSTEM)',
  ),
];
