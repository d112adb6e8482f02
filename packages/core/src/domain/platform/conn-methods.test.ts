import { describe, expect, it } from 'vitest';
import { CONN_METHODS } from '../signal/signal.js';
import { connMethodsFor, platformOffers } from './conn-methods.js';
import { PLATFORMS } from './platform.js';

describe('connection methods per platform', () => {
  it('offers account link and the EA on MetaTrader, an API key on Binance, account link on TWSE', () => {
    expect(connMethodsFor('MT4')).toEqual(['ACCOUNT_LINK', 'EA']);
    expect(connMethodsFor('MT5')).toEqual(['ACCOUNT_LINK', 'EA']);
    expect(connMethodsFor('BINANCE')).toEqual(['API_KEY']);
    expect(connMethodsFor('TWSE')).toEqual(['ACCOUNT_LINK']);
  });

  it('platformOffers agrees with the list for every pair', () => {
    for (const platform of PLATFORMS)
      for (const method of CONN_METHODS)
        expect(platformOffers(platform, method)).toBe(connMethodsFor(platform).includes(method));
  });
});
