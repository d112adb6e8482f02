import type { WalletSymbolConfig, WithdrawalConfig } from '@signal-portal/core';

/**
 * The platform's withdrawal settings (GET /withdraw/config). The spec leaves the numbers open; these are
 * the platform's choice:
 *
 *   min 50 USD, max 50,000 USD per withdrawal (inclusive);
 *   flat fee in USD, part of the amount: WIRE 25, CRYPTO 5;
 *   currencies: USD (FIAT, rate 1), TWD (FIAT, 32.5 TWD per USD, paid in whole dollars),
 *     USDT (CRYPTO on TRC20, ERC20, BEP20, rate 1, 6 places), BTC (CRYPTO on BTC, 0.000016 BTC per USD,
 *     8 places); networks are spelled as core's SUPPORTED_CRYPTO_NETWORKS;
 *   processing: 7 to 10 business days after approval (spec section 9).
 *
 * Rates are fixed: the estimate is what the platform pays (the site does not take deposits and pays
 * out at its published rate).
 */
export const WITHDRAWAL_CONFIG: WithdrawalConfig = {
  min: '50.00',
  max: '50000.00',
  fee: { WIRE: '25.00', CRYPTO: '5.00' },
  currencies: [
    { currency: 'USD', currencyType: 'FIAT', networks: [], rate: '1', decimals: 2 },
    { currency: 'TWD', currencyType: 'FIAT', networks: [], rate: '32.5', decimals: 0 },
    {
      currency: 'USDT',
      currencyType: 'CRYPTO',
      networks: ['TRC20', 'ERC20', 'BEP20'],
      rate: '1',
      decimals: 6,
    },
    { currency: 'BTC', currencyType: 'CRYPTO', networks: ['BTC'], rate: '0.000016', decimals: 8 },
  ],
  processingDays: { min: 7, max: 10 },
};

/** The wallet symbol configuration (GET /asset/wallet/config): the currencies the wallet pays out in. */
export const WALLET_SYMBOL_CONFIG: readonly WalletSymbolConfig[] = WITHDRAWAL_CONFIG.currencies.map((c) => ({
  currency: c.currency,
  decimals: c.decimals,
  networks: c.networks,
}));

/** The wallet's own currency: balances, amounts and fees are USD. Reward tokens have their own unit. */
export const WALLET_CURRENCY = 'USD';
export const TOKEN_CURRENCY = 'TOKEN';

/** How many bank accounts / crypto addresses one member may keep (a bound on stored rows). */
export const MAX_ACCOUNTS_PER_KIND = 20;
