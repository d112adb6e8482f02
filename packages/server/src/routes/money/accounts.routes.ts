import {
  fail,
  ok,
  validateBankAccount,
  validateCryptoAddress,
  type BankAccountInput,
  type CryptoAddressInput,
} from '@signal-portal/core';
import type { FastifyInstance } from 'fastify';
import { nowOf, type ServerContext } from '../../context.js';
import { defineRoute } from '../../http/route.js';
import { newId } from '../../ids.js';
import { MAX_ACCOUNTS_PER_KIND, WITHDRAWAL_CONFIG } from '../../money/withdrawal-config.js';
import {
  countAccounts,
  deleteBankAccount,
  deleteCryptoAddress,
  insertBankAccount,
  insertCryptoAddress,
  listBankAccounts,
  listCryptoAddresses,
  updateBankAccount,
  updateCryptoAddress,
} from '../../storage/accounts.repository.js';
import { lockUserRow } from '../../storage/kyc.repository.js';
import { ID_PARAMS_SCHEMA, NO_NUL } from './list-query.js';

// Missing fields default to '' so core's rules answer them (FIELD_REQUIRED, SWIFT_INVALID, ...).
const text = (maxLength: number) => ({ type: 'string', maxLength, default: '', pattern: NO_NUL }) as const;

const BANK_ACCOUNT_SCHEMA = {
  type: 'object',
  properties: {
    bankName: text(400),
    bankAddress: text(800),
    accountNumber: text(100),
    swiftCode: text(40),
    iban: text(100),
    beneficiaryName: text(400),
  },
  additionalProperties: false,
} as const;

const CRYPTO_ADDRESS_SCHEMA = {
  type: 'object',
  properties: { currency: text(16), network: text(16), address: text(200) },
  additionalProperties: false,
} as const;

/** Withdrawal accounts: only the owner's live rows are visible; deleting is soft. */
export const registerAccountRoutes = (app: FastifyInstance, ctx: ServerContext): void => {
  defineRoute(app, 'GET /user/bank_account', {}, async (input) => {
    const { siteId } = input;
    const member = input.member;
    return ok(await listBankAccounts(ctx.db, siteId, member.userId));
  });

  defineRoute(app, 'POST /user/bank_account', { schema: { body: BANK_ACCOUNT_SCHEMA } }, async (input) => {
    const valid = validateBankAccount(input.body);
    if (valid.error) return valid;
    const { siteId } = input;
    const { userId } = input.member;
    return ctx.db.transaction(async (tx) => {
      await lockUserRow(tx, siteId, userId);
      if ((await countAccounts(tx, 'bank_accounts', siteId, userId)) >= MAX_ACCOUNTS_PER_KIND)
        return fail('OUT_OF_RANGE');
      return ok(await insertBankAccount(tx, { siteId, userId, id: newId(), at: nowOf(ctx) }, valid.value));
    });
  });

  defineRoute(
    app,
    'PUT /user/bank_account/{id}',
    { schema: { params: ID_PARAMS_SCHEMA, body: BANK_ACCOUNT_SCHEMA } },
    async (input) => {
      const { siteId, params, body } = input;
      const member = input.member;
      const valid = validateBankAccount(body);
      if (valid.error) return valid;
      const account: BankAccountInput = valid.value;
      const updated = await ctx.db.transaction((tx) =>
        updateBankAccount(tx, { siteId, userId: member.userId, id: params.id }, account),
      );
      return updated ? ok({ id: params.id, ...account }) : fail('BANK_ACCOUNT_NOT_FOUND');
    },
  );

  defineRoute(
    app,
    'DELETE /user/bank_account/{id}',
    { schema: { params: ID_PARAMS_SCHEMA } },
    async (input) => {
      const { siteId, params } = input;
      const member = input.member;
      const deleted = await ctx.db.transaction((tx) =>
        deleteBankAccount(tx, { siteId, userId: member.userId, id: params.id, at: nowOf(ctx) }),
      );
      return deleted ? ok(true as const) : fail('BANK_ACCOUNT_NOT_FOUND');
    },
  );

  defineRoute(app, 'GET /user/crypto_address', {}, async (input) => {
    const { siteId } = input;
    const member = input.member;
    return ok(await listCryptoAddresses(ctx.db, siteId, member.userId));
  });

  // Checked against the platform's currencies too: an address the platform cannot pay to is useless.
  defineRoute(
    app,
    'POST /user/crypto_address',
    { schema: { body: CRYPTO_ADDRESS_SCHEMA } },
    async (input) => {
      const valid = validateCryptoAddress(input.body, WITHDRAWAL_CONFIG.currencies);
      if (valid.error) return valid;
      const { siteId } = input;
      const { userId } = input.member;
      return ctx.db.transaction(async (tx) => {
        await lockUserRow(tx, siteId, userId);
        if ((await countAccounts(tx, 'crypto_addresses', siteId, userId)) >= MAX_ACCOUNTS_PER_KIND)
          return fail('OUT_OF_RANGE');
        return ok(
          await insertCryptoAddress(tx, { siteId, userId, id: newId(), at: nowOf(ctx) }, valid.value),
        );
      });
    },
  );

  defineRoute(
    app,
    'PUT /user/crypto_address/{id}',
    { schema: { params: ID_PARAMS_SCHEMA, body: CRYPTO_ADDRESS_SCHEMA } },
    async (input) => {
      const { siteId, params, body } = input;
      const member = input.member;
      const valid = validateCryptoAddress(body, WITHDRAWAL_CONFIG.currencies);
      if (valid.error) return valid;
      const address: CryptoAddressInput = valid.value;
      const updated = await ctx.db.transaction((tx) =>
        updateCryptoAddress(tx, { siteId, userId: member.userId, id: params.id }, address),
      );
      return updated ? ok({ id: params.id, ...address }) : fail('CRYPTO_ADDRESS_NOT_FOUND');
    },
  );

  defineRoute(
    app,
    'DELETE /user/crypto_address/{id}',
    { schema: { params: ID_PARAMS_SCHEMA } },
    async (input) => {
      const { siteId, params } = input;
      const member = input.member;
      const deleted = await ctx.db.transaction((tx) =>
        deleteCryptoAddress(tx, { siteId, userId: member.userId, id: params.id, at: nowOf(ctx) }),
      );
      return deleted ? ok(true as const) : fail('CRYPTO_ADDRESS_NOT_FOUND');
    },
  );
};
