import {
  dec,
  ok,
  RECORD_DIRECTIONS,
  REWARD,
  REWARD_TYPES,
  TRANSACTION_TYPES,
  toDecimalString,
  toMoneyString,
  type AssetSummary,
  type Decimal,
  type DecimalString,
  type RecordDirection,
  type RecordsPage,
  type Result,
  type RewardType,
  type TransactionType,
} from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import { readWallet } from '../../money/wallet-ops.js';
import { WALLET_SYMBOL_CONFIG } from '../../money/withdrawal-config.js';
import type { SqlExecutor } from '../../storage/database.port.js';
import {
  listAccountEntries,
  readUserBalances,
  sumAccountEntries,
  type AccountEntryRow,
} from '../../storage/wallet.repository.js';
import { sumCompletedWithdrawalFees } from '../../storage/withdrawals.repository.js';
import { LIST_QUERY_PROPERTIES, listWindow } from './list-query.js';

/** Money that came into the wallet from outside, less what the platform took back. */
const INFLOW_TYPES: readonly TransactionType[] = ['PROFIT_SHARE', 'DEPOSIT_BY_SYSTEM', 'WITHDRAW_BY_SYSTEM'];

/**
 * The assets view's figures, USD. cash: withdrawable now; securities: 0 (the wallet holds no
 * positions); totalFunds: cash + frozen + securities; realFunds: the real wallet (totalFunds; tokens
 * are not funds); transactionCost: fees of completed withdrawals; net: what the wallet earned (profit
 * shares and system deposits, less system withdrawals) minus that cost.
 */
const assetSummary = async (db: SqlExecutor, siteId: string, userId: string): Promise<AssetSummary> => {
  const balances = await readUserBalances(db, siteId, userId);
  const cash = dec(balances.available);
  const securities = dec(0);
  const totalFunds = cash.plus(dec(balances.frozen)).plus(securities);
  const transactionCost = dec(await sumCompletedWithdrawalFees(db, siteId, userId));
  const inflow = dec(await sumAccountEntries(db, siteId, userId, 'USER_BALANCE', INFLOW_TYPES));
  return {
    net: toMoneyString(inflow.minus(transactionCost)),
    cash: toMoneyString(cash),
    securities: toMoneyString(securities),
    transactionCost: toMoneyString(transactionCost),
    totalFunds: toMoneyString(totalFunds),
    realFunds: toMoneyString(totalFunds),
  };
};

const recordsQuery = (types: readonly string[], withDirection: boolean) =>
  ({
    type: 'object',
    properties: {
      ...LIST_QUERY_PROPERTIES,
      type: { type: 'string', enum: [...types] },
      // Ledger entries are final: which way the money went is the one state a record has.
      ...(withDirection ? { direction: { type: 'string', enum: [...RECORD_DIRECTIONS] } } : {}),
    },
    additionalProperties: false,
  }) as const;

/** How a list writes its amounts: USD at cents, tokens as stored. */
type AmountText = (value: Decimal) => DecimalString;

/**
 * One page of a member's ledger account entries (real or token records), filtered and mapped, with the
 * totals of every entry the filter matches: count, money in, money out (signed) and net.
 */
const entriesPage = async <T>(
  db: SqlExecutor,
  siteId: string,
  userId: string,
  code: 'USER_BALANCE' | 'USER_TOKEN',
  query: {
    type?: string;
    direction?: RecordDirection;
    page?: number;
    pageSize?: number;
    from?: string;
    to?: string;
  },
  allTypes: readonly string[],
  amountText: AmountText,
  toRecord: (row: AccountEntryRow) => T,
): Promise<Result<RecordsPage<T>>> => {
  const window = listWindow(query);
  if (window.error) return window;
  const { rows, total, totals } = await listAccountEntries(db, {
    siteId,
    userId,
    code,
    types: query.type ? [query.type] : allTypes,
    ...(query.direction === undefined ? {} : { direction: query.direction }),
    ...window.value,
  });
  const moneyIn = dec(totals.moneyIn);
  const moneyOut = dec(totals.moneyOut);
  return ok({
    list: rows.map(toRecord),
    total,
    page: window.value.page,
    pageSize: window.value.pageSize,
    totals: {
      count: totals.count,
      moneyIn: amountText(moneyIn),
      moneyOut: amountText(moneyOut),
      net: amountText(moneyIn.plus(moneyOut)),
    },
  });
};

export const registerWalletRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  defineRoute(
    app,
    'GET /asset/wallet',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { payment: { type: 'string', enum: ['withdraw'] } },
          additionalProperties: false,
        },
      },
    },
    async (input) => {
      const { siteId, query } = input;
      const member = input.member;
      return ok(await readWallet(ctx.db, siteId, member.userId, query.payment));
    },
  );

  defineRoute(app, 'GET /asset/wallet/config', {}, () => Promise.resolve(ok(WALLET_SYMBOL_CONFIG)));

  defineRoute(app, 'GET /asset/summary', {}, async (input) => {
    const { siteId } = input;
    const member = input.member;
    return ok(await assetSummary(ctx.db, siteId, member.userId));
  });

  // Real records: the entries of the member's available balance (USER_BALANCE), newest first.
  defineRoute(
    app,
    'GET /asset/wallet/real/record',
    { schema: { querystring: recordsQuery(TRANSACTION_TYPES, true) } },
    (input) =>
      entriesPage(
        ctx.db,
        input.siteId,
        input.member.userId,
        'USER_BALANCE',
        input.query,
        TRANSACTION_TYPES,
        toMoneyString,
        (r) => ({
          id: r.id,
          type: r.type as TransactionType,
          amount: toMoneyString(dec(r.amount)),
          balanceAfter: toMoneyString(dec(r.balanceAfter)),
          reference: r.reference,
          createdAt: r.createdAt.toISOString(),
        }),
      ),
  );

  // Token records: the entries of the member's reward tokens (USER_TOKEN), newest first.
  defineRoute(
    app,
    'GET /asset/wallet/token/record',
    { schema: { querystring: recordsQuery(REWARD_TYPES, false) } },
    (input) =>
      entriesPage(
        ctx.db,
        input.siteId,
        input.member.userId,
        'USER_TOKEN',
        input.query,
        REWARD_TYPES,
        (value) => toDecimalString(value),
        (r) => ({
          id: r.id,
          category: REWARD,
          type: r.type as RewardType,
          amount: toDecimalString(dec(r.amount)),
          balanceAfter: toDecimalString(dec(r.balanceAfter)),
          createdAt: r.createdAt.toISOString(),
        }),
      ),
  );
};
