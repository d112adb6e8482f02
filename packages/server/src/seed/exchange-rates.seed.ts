import { nowOf } from '../context.js';
import { setExchangeRate } from '../storage/exchange-rates.repository.js';
import type { DemoSeedStep } from './demo-seed.js';

/**
 * The demo's TWD -> USD rate: 1 TWD = 0.0308 USD (about 32.5 TWD per USD, the wallet's published TWD
 * payout rate), in force from 2020-01-01T00:00:00Z so that every demo settlement has one. A DEMO figure,
 * not a market quote: an operator sets real rates with `npm run ops -- rate set TWD USD <rate>`.
 * Without the demo seed no rate exists, and TWSE robots wait (deferred, EXCHANGE_RATE_MISSING).
 */
export const DEMO_TWD_USD_RATE = { rate: '0.0308', effectiveFrom: '2020-01-01T00:00:00.000Z' } as const;

export const seedExchangeRates: DemoSeedStep = async (tx, ctx) => {
  await setExchangeRate(tx, {
    base: 'TWD',
    quote: 'USD',
    rate: DEMO_TWD_USD_RATE.rate,
    effectiveFrom: new Date(DEMO_TWD_USD_RATE.effectiveFrom),
    setAt: nowOf(ctx),
    setBy: 'demo-seed',
  });
};
