import { describe, expect, it } from 'vitest';
import { rejectingOnce } from '../../test-support/rejecting-once.js';
import { accountsTestApp, DEMO_CRYPTO } from './accounts.test-helpers.js';
import { CryptoAddressFormStore } from './crypto-address-form.store.js';

const EVM = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const BITCOIN = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

const setUp = (id: string | null = null) => {
  const app = accountsTestApp();
  app.http.on('POST /user/crypto_address', (request) => ({
    status: 201,
    json: { cryptoAddress: { id: 'c2', ...(request.json as object) } },
  }));
  app.http.on('PUT /user/crypto_address/{id}', (request) => ({
    status: 200,
    json: { cryptoAddress: { id: request.params['id'], ...(request.json as object) } },
  }));
  return { ...app, store: new CryptoAddressFormStore({ accounts: app.accounts, ui: app.ui }, id) };
};

describe('CryptoAddressFormStore', () => {
  it('offers the platform’s crypto currencies with their networks, the first chosen', async () => {
    const { store } = setUp();
    await store.load();
    expect(store.options.map((option) => option.currency)).toEqual(['USDT', 'BTC']);
    expect(store.values.currency).toBe('USDT');
    // USDT has three networks: the member chooses.
    expect(store.values.network).toBe('');
    expect(store.networks).toEqual(['TRC20', 'ERC20', 'BEP20']);
    expect(store.dirty).toBe(false);
    store.setCurrency('BTC');
    expect(store.values.network).toBe('BTC');
  });

  it('checks the address against the chosen network as typed once left', async () => {
    const { store } = setUp();
    await store.load();
    store.setNetwork('TRC20');
    store.setAddress(EVM);
    expect(store.problemOf('address')).toBeNull();
    store.leave('address');
    expect(store.problemOf('address')).toBe('CRYPTO_ADDRESS_INVALID');
    store.setNetwork('ERC20');
    expect(store.problemOf('address')).toBeNull();
    store.setCurrency('BTC');
    expect(store.values.network).toBe('BTC');
    expect(store.problemOf('address')).toBe('CRYPTO_ADDRESS_INVALID');
    store.setAddress(BITCOIN);
    expect(store.problemOf('address')).toBeNull();
  });

  it('refuses to save without a network and sends nothing', async () => {
    const { http, store } = setUp();
    await store.load();
    store.setAddress(DEMO_CRYPTO.address);
    expect(await store.save()).toBe(false);
    expect(store.problemOf('network')).toBe('FIELD_REQUIRED');
    expect(store.firstProblem).toBe('network');
    expect(http.requestsTo('POST /user/crypto_address')).toHaveLength(0);
  });

  it('adds a valid address', async () => {
    const { http, store } = setUp();
    await store.load();
    store.setNetwork('ERC20');
    store.setAddress(` ${EVM} `);
    expect(await store.save()).toBe(true);
    expect(http.lastRequest('POST /user/crypto_address').json).toEqual({
      currency: 'USDT',
      network: 'ERC20',
      address: EVM,
    });
    expect(store.saved?.id).toBe('c2');
    expect(store.dirty).toBe(false);
  });

  it('edits a saved address by id, and says an unknown id is not found', async () => {
    const { http, store } = setUp('c1');
    await store.load();
    expect(store.values).toEqual({ currency: 'USDT', network: 'TRC20', address: DEMO_CRYPTO.address });
    store.setNetwork('BEP20');
    store.setAddress(EVM);
    expect(await store.save()).toBe(true);
    expect(http.lastRequest('PUT /user/crypto_address/{id}').params).toEqual({ id: 'c1' });
    const missing = setUp('nope').store;
    await missing.load();
    expect(missing.notFound).toBe(true);
  });

  it('fails the load when the platform’s currencies cannot be read', async () => {
    const { http, store } = setUp();
    http.respondError('GET /withdraw/config', 'SERVICE_ERROR');
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.errorCode).toBe('SERVICE_ERROR');
    expect(store.notFound).toBe(false);
  });

  describe('after a failure (issue 10, item 11: no form stays locked)', () => {
    it('a save lost to the network, then one that rejects, keep the form usable; the next one saves', async () => {
      const { http, accounts, store, ui } = setUp();
      await store.load();
      store.setNetwork('ERC20');
      store.setAddress(EVM);
      const handler = http;
      handler.failNetwork('POST /user/crypto_address');
      expect(await store.save()).toBe(false);
      expect(store.saving).toBe(false);
      expect(ui.toasts.at(-1)?.message).toBe('errors.NETWORK_ERROR');
      handler.on('POST /user/crypto_address', (request) => ({
        status: 201,
        json: { cryptoAddress: { id: 'c2', ...(request.json as object) } },
      }));
      rejectingOnce(accounts, 'addCryptoAddress');
      expect(await store.save()).toBe(false);
      expect(store.saving).toBe(false);
      expect(await store.save()).toBe(true);
      expect(store.saved?.id).toBe('c2');
    });
  });
});
