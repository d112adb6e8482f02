import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import { expectLedgerConsistent, fundedMember, runOps, wallet, type ApiBody } from './money.test-helpers.js';

// Model-based: random sequences of money moves against a plain model of the wallet. After every step
// the API's wallet equals the model's, each step succeeds exactly when the model says it may, and at
// the end every ledger invariant holds (balances = sums of entries, transactions balanced).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Status = 'UNDER_REVIEW' | 'PROCESSING' | 'COMPLETED' | 'REJECTED' | 'CANCELED';

interface Model {
  available: number;
  frozen: number;
  withdrawals: { id: string; amount: number; status: Status }[];
}

type Step =
  | { kind: 'deposit'; amount: number }
  | { kind: 'systemWithdraw'; amount: number }
  | { kind: 'apply'; amount: number }
  | { kind: 'cancel' | 'approve' | 'reject' | 'complete'; index: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('deposit' as const, 'systemWithdraw' as const),
    amount: fc.integer({ min: 1, max: 800 }),
  }),
  fc.record({ kind: fc.constant('apply' as const), amount: fc.integer({ min: 50, max: 900 }) }),
  fc.record({
    kind: fc.constantFrom('cancel' as const, 'approve' as const, 'reject' as const, 'complete' as const),
    index: fc.nat({ max: 20 }),
  }),
);

/** Where each withdrawal action may start, and whether it releases the frozen amount to the member. */
const MOVES = {
  cancel: { from: ['UNDER_REVIEW'], to: 'CANCELED', refund: true },
  approve: { from: ['UNDER_REVIEW'], to: 'PROCESSING', refund: false },
  reject: { from: ['UNDER_REVIEW', 'PROCESSING'], to: 'REJECTED', refund: true },
  complete: { from: ['PROCESSING'], to: 'COMPLETED', refund: false },
} as const;

const money = (n: number): string => `${n}.00`;

describe('wallet and withdrawals against a model', () => {
  it('every step matches the model and the ledger stays consistent', async () => {
    let keys = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 12 }), async (steps) => {
        const member = await fundedMember(server, '0');
        const model: Model = { available: 0, frozen: 0, withdrawals: [] };
        for (const step of steps) {
          if (step.kind === 'deposit') {
            expect((await runOps(server, 'wallet deposit', [member.userId, money(step.amount)])).error).toBe(
              false,
            );
            model.available += step.amount;
          } else if (step.kind === 'systemWithdraw') {
            const result = await runOps(server, 'wallet withdraw', [member.userId, money(step.amount)]);
            const allowed = step.amount <= model.available;
            expect(result.error).toBe(!allowed);
            if (allowed) model.available -= step.amount;
          } else if (step.kind === 'apply') {
            keys += 1;
            const res = await server.call({
              method: 'POST',
              url: '/api/withdraw',
              cookie: member.cookie,
              headers: { 'idempotency-key': `model-${keys}` },
              payload: {
                type: 'WIRE',
                amount: money(step.amount),
                currency: 'USD',
                bankAccountId: member.bankAccountId,
              },
            });
            if (step.amount <= model.available) {
              expect(res.statusCode).toBe(200);
              model.available -= step.amount;
              model.frozen += step.amount;
              model.withdrawals.push({
                id: res.json<ApiBody>().withdrawal.id,
                amount: step.amount,
                status: 'UNDER_REVIEW',
              });
            } else {
              expect(res.json<ApiBody>()).toMatchObject({ error: 'INSUFFICIENT_BALANCE' });
            }
          } else {
            const target = model.withdrawals[step.index % Math.max(1, model.withdrawals.length)];
            if (!target) continue;
            const move = MOVES[step.kind];
            const refused =
              step.kind === 'cancel'
                ? (
                    await server.call({
                      method: 'POST',
                      url: `/api/withdraw/${target.id}/cancel`,
                      cookie: member.cookie,
                    })
                  ).statusCode !== 200
                : (
                    await runOps(server, `withdrawal ${step.kind}`, [target.id], {
                      comment: 'no',
                      slip: 'slip',
                    })
                  ).error;
            const allowed = (move.from as readonly Status[]).includes(target.status);
            expect(refused).toBe(!allowed);
            if (allowed) {
              target.status = move.to;
              if (step.kind !== 'approve') model.frozen -= target.amount;
              if (move.refund) model.available += target.amount;
            }
          }
          expect(await wallet(server, member)).toEqual({
            balance: money(model.available + model.frozen),
            tokenBalance: '0',
            frozenAmount: money(model.frozen),
            withdrawableBalance: money(model.available),
          });
        }
      }),
      { numRuns: 12 },
    );
    await expectLedgerConsistent(server.ctx.db);
  });
});
