import {
  DAY_MS,
  validateBankAccount,
  validateCryptoAddress,
  type Result,
  type WithdrawalAction,
} from '@signal-portal/core';
import { nowOf } from '../context.js';
import { newId } from '../ids.js';
import { reviewKyc, submitKyc } from '../money/kyc.service.js';
import { depositBySystem } from '../money/wallet-ops.js';
import { applyWithdrawal, moveWithdrawal, type WithdrawalRequest } from '../money/withdrawal.service.js';
import { WITHDRAWAL_CONFIG } from '../money/withdrawal-config.js';
import { insertBankAccount, insertCryptoAddress } from '../storage/accounts.repository.js';
import type { SqlExecutor } from '../storage/database.port.js';
import type { DemoSeedStep } from './demo-seed.js';

const must = <T>(result: Result<T>, what: string): T => {
  if (result.error) throw new Error(`money seed: ${what} refused with ${result.value}`);
  return result.value;
};

const ops = { complianceId: 'demo-compliance', complianceAccount: 'ops' };

/**
 * The money area's part of the demo data, for the demo provider: identity verified, a bank account
 * (a registry example IBAN with a real SWIFT) and a USDT TRC20 address, a system deposit of 5,000 USD,
 * and withdrawals in every state (completed, rejected, canceled, processing, under review), applied a
 * few days apart through the same services the API uses, so the ledger holds every posting.
 */
export const seedMoney: DemoSeedStep = async (tx, ctx, state) => {
  const member = { siteId: state.siteId, userId: state.providerId };
  const now = nowOf(ctx);
  const daysAgo = (days: number): Date => new Date(now.getTime() - days * DAY_MS);

  must(
    await submitKyc(
      tx,
      member,
      {
        firstName: 'Demo',
        lastName: 'Provider',
        birthDate: '1990-05-17',
        nationality: 'TW',
        documentType: 'PASSPORT',
        documentNumber: 'P12345678',
      },
      [],
      daysAgo(40),
    ),
    'KYC submit',
  );
  must(await reviewKyc(tx, member, { type: 'approve' }, daysAgo(39)), 'KYC approve');

  const bank = must(
    validateBankAccount({
      bankName: 'Deutsche Bank',
      bankAddress: 'Taunusanlage 12, 60325 Frankfurt am Main, Germany',
      accountNumber: '0532013000',
      swiftCode: 'DEUTDEFF',
      iban: 'DE89 3704 0044 0532 0130 00',
      beneficiaryName: 'Demo Provider',
    }),
    'bank account',
  );
  const bankAccount = await insertBankAccount(tx, { ...member, id: newId(), at: daysAgo(38) }, bank);
  const crypto = must(
    validateCryptoAddress(
      { currency: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      WITHDRAWAL_CONFIG.currencies,
    ),
    'crypto address',
  );
  const cryptoAddress = await insertCryptoAddress(tx, { ...member, id: newId(), at: daysAgo(38) }, crypto);

  await depositBySystem(tx, {
    ...member,
    amount: '5000.00',
    reference: 'demo-seed',
    memo: 'demo balance',
    at: daysAgo(37),
  });

  const wire = (amount: string): WithdrawalRequest => ({
    type: 'WIRE',
    amount,
    currency: 'USD',
    bankAccountId: bankAccount.id,
  });
  const usdt = (amount: string): WithdrawalRequest => ({
    type: 'CRYPTO',
    amount,
    currency: 'USDT',
    network: 'TRC20',
    cryptoAddressId: cryptoAddress.id,
  });
  const history: readonly [WithdrawalRequest, number, readonly WithdrawalAction[]][] = [
    [
      wire('1200.00'),
      30,
      [
        { type: 'approve', ...ops },
        {
          type: 'complete',
          financeId: 'demo-finance',
          financeAccount: 'ops',
          paymentSlip: 'DEMO-SLIP-0001',
          paidAmount: '1175.00',
        },
      ],
    ],
    [usdt('300.00'), 20, [{ type: 'reject', comment: 'Address could not be verified.' }]],
    [wire('150.00'), 12, [{ type: 'cancel', actorUserId: member.userId }]],
    [usdt('500.00'), 5, [{ type: 'approve', ...ops }]],
    [wire('250.00'), 1, []],
  ];
  for (const [request, age, actions] of history) {
    await seedWithdrawal(tx, member, request, daysAgo(age), actions);
  }
};

const seedWithdrawal = async (
  tx: SqlExecutor,
  member: { siteId: string; userId: string },
  request: WithdrawalRequest,
  at: Date,
  actions: readonly WithdrawalAction[],
): Promise<void> => {
  const withdrawal = must(await applyWithdrawal(tx, member, request, at), 'withdrawal apply');
  let step = 0;
  for (const action of actions) {
    step += 1;
    must(
      await moveWithdrawal(tx, member.siteId, withdrawal.id, action, new Date(at.getTime() + step * DAY_MS)),
      action.type,
    );
  }
};
