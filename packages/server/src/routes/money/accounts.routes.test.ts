import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/harness.test-helpers.js';
import { VALID_BANK, VALID_TRC20, type ApiBody } from './money.test-helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const call = async (
  member: { cookie: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  siteId?: string,
) => {
  const res = await server.call({
    method,
    url: `/api${url}`,
    cookie: member.cookie,
    siteId,
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json<ApiBody>() };
};

describe('bank accounts', () => {
  it('adds, lists, edits and deletes (softly) the member’s bank accounts, normalised', async () => {
    const member = await server.signIn();
    const added = await call(member, 'POST', '/user/bank_account', {
      ...VALID_BANK,
      swiftCode: 'deut de ff',
    });
    expect(added.status).toBe(200);
    const account = added.body.bankAccount;
    expect(account).toMatchObject({
      swiftCode: 'DEUTDEFF',
      iban: 'DE89370400440532013000',
      accountNumber: '0532013000',
    });
    expect((await call(member, 'GET', '/user/bank_account')).body.bankAccounts).toEqual([account]);

    const edited = await call(member, 'PUT', `/user/bank_account/${account.id}`, {
      ...VALID_BANK,
      bankName: '  Barclays   Bank ',
      iban: 'GB82WEST12345698765432',
      swiftCode: 'BARCGB22',
    });
    expect(edited.body.bankAccount).toMatchObject({
      id: account.id,
      bankName: 'Barclays Bank',
      iban: 'GB82WEST12345698765432',
    });
    expect((await call(member, 'GET', '/user/bank_account')).body.bankAccounts).toEqual([
      edited.body.bankAccount,
    ]);

    expect((await call(member, 'DELETE', `/user/bank_account/${account.id}`)).body).toEqual({
      success: true,
    });
    expect((await call(member, 'GET', '/user/bank_account')).body.bankAccounts).toEqual([]);
    expect((await call(member, 'DELETE', `/user/bank_account/${account.id}`)).body).toMatchObject({
      error: 'BANK_ACCOUNT_NOT_FOUND',
    });
    expect((await call(member, 'PUT', `/user/bank_account/${account.id}`, VALID_BANK)).body).toMatchObject({
      error: 'BANK_ACCOUNT_NOT_FOUND',
    });
    // the row is kept (withdrawals copied it) but hidden
    const { rows } = await server.ctx.db.query('SELECT deleted_at FROM bank_accounts WHERE id = $1', [
      account.id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('checks SWIFT and IBAN and every field with core’s codes', async () => {
    const member = await server.signIn();
    const refuse = async (patch: Record<string, unknown>) =>
      (await call(member, 'POST', '/user/bank_account', { ...VALID_BANK, ...patch })).body;
    expect(await refuse({ swiftCode: 'DEUTXXFF' })).toMatchObject({ error: 'SWIFT_INVALID' });
    expect(await refuse({ iban: 'DE89370400440532013001' })).toMatchObject({ error: 'IBAN_INVALID' });
    expect(await refuse({ bankName: '   ' })).toMatchObject({ error: 'FIELD_REQUIRED' });
    expect(await refuse({ accountNumber: '12#34' })).toMatchObject({ error: 'BANK_ACCOUNT_ERROR' });
    expect(await refuse({ beneficiaryName: 'x'.repeat(101) })).toMatchObject({ error: 'TEXT_TOO_LONG' });
    expect((await call(member, 'POST', '/user/bank_account', {})).body).toMatchObject({
      error: 'FIELD_REQUIRED',
    });
    expect(await refuse({ iban: 'x'.repeat(101) })).toMatchObject({ error: 'WRONG_DATA_FORMAT' });
    // A JSON number is not the text the field is: refused by type, not read as '42'.
    expect(await refuse({ iban: 42 })).toMatchObject({ error: 'WRONG_DATA_FORMAT' });
    expect((await call(member, 'GET', '/user/bank_account')).body.bankAccounts).toEqual([]);
  });

  it('another member, or a member of another site, can neither see nor change an account', async () => {
    const owner = await server.signIn();
    const { id } = (await call(owner, 'POST', '/user/bank_account', VALID_BANK)).body.bankAccount;
    const stranger = await server.signIn();
    expect((await call(stranger, 'GET', '/user/bank_account')).body.bankAccounts).toEqual([]);
    expect((await call(stranger, 'PUT', `/user/bank_account/${id}`, VALID_BANK)).body).toMatchObject({
      error: 'BANK_ACCOUNT_NOT_FOUND',
    });
    expect((await call(stranger, 'DELETE', `/user/bank_account/${id}`)).body).toMatchObject({
      error: 'BANK_ACCOUNT_NOT_FOUND',
    });
    const elsewhere = await server.signIn({ siteId: server.sites.second });
    expect(
      (await call(elsewhere, 'DELETE', `/user/bank_account/${id}`, undefined, server.sites.second)).body,
    ).toMatchObject({
      error: 'BANK_ACCOUNT_NOT_FOUND',
    });
    expect((await call(owner, 'GET', '/user/bank_account')).body.bankAccounts).toHaveLength(1);
  });

  it('keeps at most 20 accounts per member', async () => {
    const member = await server.signIn();
    for (let i = 0; i < 20; i += 1)
      expect((await call(member, 'POST', '/user/bank_account', VALID_BANK)).status).toBe(200);
    expect((await call(member, 'POST', '/user/bank_account', VALID_BANK)).body).toMatchObject({
      error: 'OUT_OF_RANGE',
    });
  });

  it('is for members only', async () => {
    const res = await server.call({ method: 'POST', url: '/api/user/bank_account', payload: VALID_BANK });
    expect(res.json<ApiBody>()).toMatchObject({ error: 'NOT_SIGNED_IN' });
  });
});

describe('crypto addresses', () => {
  it('adds, lists, edits and deletes the member’s addresses', async () => {
    const member = await server.signIn();
    const added = (
      await call(member, 'POST', '/user/crypto_address', {
        ...VALID_TRC20,
        currency: 'usdt',
        network: 'trc20',
      })
    ).body.cryptoAddress;
    expect(added).toMatchObject(VALID_TRC20);
    expect((await call(member, 'GET', '/user/crypto_address')).body.cryptoAddresses).toEqual([added]);
    const btc = { currency: 'BTC', network: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' };
    const edited = (await call(member, 'PUT', `/user/crypto_address/${added.id}`, btc)).body.cryptoAddress;
    expect(edited).toEqual({ id: added.id, ...btc });
    expect((await call(member, 'DELETE', `/user/crypto_address/${added.id}`)).body).toEqual({
      success: true,
    });
    expect((await call(member, 'GET', '/user/crypto_address')).body.cryptoAddresses).toEqual([]);
    expect((await call(member, 'PUT', `/user/crypto_address/${added.id}`, btc)).body).toMatchObject({
      error: 'CRYPTO_ADDRESS_NOT_FOUND',
    });
  });

  it('refuses currencies and networks the platform does not pay, and bad addresses', async () => {
    const member = await server.signIn();
    const refuse = async (patch: Record<string, unknown>) =>
      (await call(member, 'POST', '/user/crypto_address', { ...VALID_TRC20, ...patch })).body;
    expect(await refuse({ currency: 'DOGE' })).toMatchObject({ error: 'UNSUPPORTED_CURRENCY' });
    expect(await refuse({ network: 'SOL' })).toMatchObject({ error: 'UNSUPPORTED_NETWORK' });
    // BTC is offered only on its own network
    expect(await refuse({ currency: 'BTC' })).toMatchObject({ error: 'UNSUPPORTED_NETWORK' });
    expect(await refuse({ address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' })).toMatchObject({
      error: 'CRYPTO_ADDRESS_INVALID',
    });
    expect(await refuse({ network: 'ERC20' })).toMatchObject({ error: 'CRYPTO_ADDRESS_INVALID' });
  });

  it('another member cannot touch an address', async () => {
    const owner = await server.signIn();
    const { id } = (await call(owner, 'POST', '/user/crypto_address', VALID_TRC20)).body.cryptoAddress;
    const stranger = await server.signIn();
    expect((await call(stranger, 'DELETE', `/user/crypto_address/${id}`)).body).toMatchObject({
      error: 'CRYPTO_ADDRESS_NOT_FOUND',
    });
    expect((await call(owner, 'GET', '/user/crypto_address')).body.cryptoAddresses).toHaveLength(1);
  });
});
